import { adminApi, adminSeatPoolSchema, type SeatPoolInput, type SeatPoolUpdate } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/companies/{id}/pools: seats on a course, granted by staff with a purchase reference (decision 149). */
export function addSeatPool(companyId: number, body: SeatPoolInput) {
  return adminFetch(adminApi.companyPools(companyId), { method: 'POST', body, schema: adminSeatPoolSchema });
}

/** PUT /admin/companies/{id}/pools/{poolId}: new seats (never below those used) or reference. */
export function updateSeatPool(companyId: number, poolId: number, body: SeatPoolUpdate) {
  return adminFetch(adminApi.companyPool(companyId, poolId), { method: 'PUT', body, schema: adminSeatPoolSchema });
}
