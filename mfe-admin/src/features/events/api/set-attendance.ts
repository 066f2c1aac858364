import { adminApi, adminEventRegistrationSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/events/{id}/registrations/{registrationId}/attendance. */
export function setAttendance(eventId: number, registrationId: number, attended: boolean | null) {
  return adminFetch(adminApi.eventRegistrationAttendance(eventId, registrationId), { method: 'PUT', body: { attended }, schema: adminEventRegistrationSchema });
}
