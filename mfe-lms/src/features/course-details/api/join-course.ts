// SPEC §7 join: invalidates Courses (the caller refetches through useInvalidateTags). `billing` is
// "I need a GST invoice" (decision 141): copied onto the order and remembered for the student by the
// API in the same step; null, the invoice is made out to the account's name.
import { apiFetch } from 'mfe-shared';
import type { BillingDetails } from '@sap-academy/contracts/gst';
import { joinResponseSchema, lmsApi } from 'mfe-shared/contracts';

export function joinCourse(courseId: number, coupon: string | null, billing: BillingDetails | null = null) {
  return apiFetch(lmsApi.join(courseId), { method: 'POST', body: billing ? { coupon, billing } : { coupon }, schema: joinResponseSchema });
}
