import { adminApi, adminCouponListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/coupons: sorted, paged and filtered on the server; newest first. */
export function useCoupons() {
  return useList(adminApi.coupons(), adminCouponListResponseSchema, { active: '', q: '' }, '-created_at');
}
