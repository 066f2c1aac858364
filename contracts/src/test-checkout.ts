// POST /lms/payments/test-checkout — only with PAYMENT_PROVIDER=test. It plays the payment
// provider's hosted checkout for local use and tests: it answers with what a real checkout
// hands the browser (payment id and signature over `order_id|payment_id`), or declines.
import { z } from 'zod';

export const testCheckoutRequestSchema = z.object({
  order_id: z.string({ error: 'order_id is required.' }).trim().min(1, { error: 'order_id is required.' }).max(100),
  outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'." }),
});
export type TestCheckoutRequest = z.infer<typeof testCheckoutRequestSchema>;

export const testCheckoutResponseSchema = z.object({
  order_id: z.string(),
  payment_id: z.string(),
  signature: z.string(),
});
export type TestCheckoutResponse = z.infer<typeof testCheckoutResponseSchema>;
