// SPEC §7 join: invalidates Courses (the caller refetches through useInvalidateTags). `billing` is
// "I need a GST invoice" (decision 141): copied onto the order and remembered for the student by the
// API in the same step; null, the invoice is made out to the account's name.
import { apiFetch } from 'mfe-shared';
import type { BillingDetails } from '@sap-academy/contracts/gst';
import { joinResponseSchema } from '@sap-academy/contracts/enrolment';
import { lmsApi } from '@sap-academy/contracts/paths';

export function joinCourse(courseId: number, coupon: string | null, billing: BillingDetails | null = null, batchId: number | null = null) {
  // batch_id (decision 146): the live batch this enrolment is for; sent only when one is chosen.
  const body = { coupon, ...(billing ? { billing } : {}), ...(batchId !== null ? { batch_id: batchId } : {}) };
  return apiFetch(lmsApi.join(courseId), { method: 'POST', body, schema: joinResponseSchema });
}
