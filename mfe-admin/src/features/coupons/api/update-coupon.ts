import { adminApi, type CouponInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/coupons/{id} with the version it was read at: a 409 when someone saved first. */
export function updateCoupon(id: number, input: CouponInput, version: number | undefined) {
  return adminFetch(adminApi.coupon(id), { method: 'PUT', body: { ...input, version } });
}
