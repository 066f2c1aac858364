import { apiFetch } from 'mfe-shared';
import { couponLookupResponseSchema } from 'mfe-shared/contracts';
import { apiPaths } from '../../../config/paths';

/** GET /lms/course/{id}/coupon?coupon={code}; a failure carries §8's data.detail.message. */
export function lookupCoupon(courseId: number, code: string) {
  return apiFetch(apiPaths.coupon(courseId, code), { schema: couponLookupResponseSchema });
}
