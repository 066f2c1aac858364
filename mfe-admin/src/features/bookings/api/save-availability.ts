import { adminApi, availabilitySchema, type AvailabilityInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/consultants/:userId/availability with the version it was read at: a 409 when someone saved first. */
export function saveAvailability(userId: number, input: AvailabilityInput, version: number) {
  return adminFetch(adminApi.consultantAvailability(userId), { method: 'PUT', body: { ...input, version }, schema: availabilitySchema });
}
