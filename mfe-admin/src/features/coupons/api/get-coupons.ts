import { adminApi, adminCouponListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/coupons: sorted, paged and filtered on the server; newest first. */
export function useCoupons() {
  return useList(adminApi.coupons(), adminCouponListResponseSchema, {
    filters: { active: ['true', 'false'], q: 'text' },
    sort: '-created_at',
    sorts: ['code', 'created_at', 'used_count'],
  });
}
