// Refunds from the back office and their GST credit notes (decision 142). Admins only.
import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';

/** Razorpay refunds at least ₹1 (its "The amount must be at least INR 1.00"). */
export const REFUND_MIN_PAISE = 100;
export const REFUND_REASON_MAX = 200;

export const REFUND_MESSAGES = {
  amount: `The amount must be a whole number of paise, at least ${REFUND_MIN_PAISE}.`,
  reason: `Say why, in at most ${REFUND_REASON_MAX} characters.`,
  notRefundable: 'Only a paid order or one kept for refund can be refunded.',
  tooMuch: 'This is more than is left to refund on this order.',
  noProviderPayment: 'This order has no captured payment to refund.',
  offlinePayment: 'This order was paid offline; return the money by bank, outside Razorpay.',
  providerRefused: 'Razorpay refused this refund; it is recorded as failed.',
  outcomeUnknown: 'Razorpay did not answer; the refund stays pending until its webhook says how it ended.',
  // A company order (decision 154): paid by bank, refunded by bank, seats returned from its pool.
  seats: 'Seats to return must be a whole number from 0 to 500.',
  seatsNotCompany: 'Only a company order returns seats; leave seats at 0.',
  companyNoEnrolment: 'A company order enrols nobody itself; return unused seats instead of taking a course away.',
  seatsTooMany: (left: number) => `This order has ${left} seat${left === 1 ? '' : 's'} left to return.`,
  seatsInUse: (inUse: number, free: number) =>
    `The company's pool has ${inUse} seat${inUse === 1 ? '' : 's'} in use; at most ${free} unused seat${free === 1 ? '' : 's'} can be returned.`,
} as const;

export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATES)[number];

/** POST adminApi.orderRefunds: the amount (paise), why, and whether the course is taken away too. */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: REFUND_MESSAGES.amount })
    .int({ error: REFUND_MESSAGES.amount })
    .min(REFUND_MIN_PAISE, { error: REFUND_MESSAGES.amount })
    .max(2_147_483_647, { error: REFUND_MESSAGES.amount }),
  reason: z
    .string({ error: REFUND_MESSAGES.reason })
    .trim()
    .min(1, { error: REFUND_MESSAGES.reason })
    .max(REFUND_REASON_MAX, { error: REFUND_MESSAGES.reason }),
  revoke_enrolment: z.boolean().default(false),
  /** A company order's unused seats leaving its pool with this refund (decision 154); 0 otherwise. */
  seats: z
    .number({ error: REFUND_MESSAGES.seats })
    .int({ error: REFUND_MESSAGES.seats })
    .min(0, { error: REFUND_MESSAGES.seats })
    .max(500, { error: REFUND_MESSAGES.seats })
    .default(0),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const adminRefundSchema = z.object({
  id: idSchema,
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(REFUND_STATES),
  reason: z.string(),
  revoke_enrolment: z.boolean(),
  /** Seats a company order's refund took back from the pool (decision 154). */
  seats: z.number().int().nonnegative(),
  provider_refund_id: z.string().nullable(),
  failure: z.string().nullable(),
  /** The GST credit note a processed refund of an invoiced order issued (decision 142). */
  credit_note: z.object({ id: idSchema, number: z.string(), issued_at: timestampSchema }).nullable(),
  created_at: timestampSchema,
  processed_at: timestampSchema.nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** GET adminApi.orderRefunds, and the answer of a POST: the order's refunds, newest first, and what is left. */
export const adminOrderRefundsSchema = z.object({
  order_id: idSchema,
  amount_paid: z.number().int(),
  /** Processed and pending refunds: money gone or on its way. */
  refunded: z.number().int(),
  refundable: z.number().int(),
  /** A company order (decision 154): refunded by bank and recorded here, not through Razorpay. */
  company_order: z.boolean(),
  /** A company order's seats not yet returned; 0 for a student's order. */
  seats_returnable: z.number().int().nonnegative(),
  invoice_number: z.string().nullable(),
  refunds: z.array(adminRefundSchema),
});
export type AdminOrderRefunds = z.infer<typeof adminOrderRefundsSchema>;

/** GET adminApi.orderCounts: what needs staff now (the orders list filters on each; metrics gauge them). */
export const adminOrderCountsSchema = z.object({
  /** refund_due orders not yet refunded in full (pending or processed refunds count). */
  refund_due: z.number().int().nonnegative(),
  /** failed refunds of orders with no later refund. */
  refunds_failed: z.number().int().nonnegative(),
});
export type AdminOrderCounts = z.infer<typeof adminOrderCountsSchema>;

export const ORDER_ATTENTION = ['refund_due', 'refund_failed'] as const;
