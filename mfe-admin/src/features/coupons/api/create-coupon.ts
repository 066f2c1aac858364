import { adminApi, adminCouponSchema, type CouponInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/coupons. */
export function createCoupon(input: CouponInput) {
  return adminFetch(adminApi.coupons(), { method: 'POST', body: input, schema: adminCouponSchema });
}
