import { adminApi, adminCouponSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/coupons/{id}. */
export function useCoupon(id: number) {
  return useAdminApi(adminApi.coupon(id), adminCouponSchema);
}
