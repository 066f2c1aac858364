import { apiFetch } from 'mfe-shared';
import { couponLookupResponseSchema } from '@sap-academy/contracts/enrolment';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/course/{id}/coupon?coupon={code}; a failure carries §8's data.detail.message. */
export function lookupCoupon(courseId: number, code: string) {
  return apiFetch(lmsApi.coupon(courseId, { coupon: code }), { schema: couponLookupResponseSchema });
}
