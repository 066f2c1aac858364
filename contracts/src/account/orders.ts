// GET /lms/orders and the receipt PDF: a student's own orders, beyond SPEC §7.
// Amounts are integer paise like §3's prices; `discount` = list_price - amount.
import { z } from 'zod';
import { paymentOrderSchema } from '../enrolment.ts';

/**
 * created: waiting for payment; paid; cancelled or expired (never paid); refund_due: paid, but the
 * enrolment could not be given (decision 106), so the money goes back.
 */
export const ORDER_STATUSES = ['created', 'paid', 'cancelled', 'expired', 'refund_due'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const studentOrderSchema = z.object({
  id: z.number().int().positive(),
  /** The payment provider's order id (Razorpay `order_…`). */
  order_id: z.string(),
  course: z.object({ id: z.number().int().positive(), course_title: z.string() }),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  list_price: z.number().int().nonnegative(),
  discount: z.number().int().nonnegative(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  coupon: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** e.g. "SAPA-2026-000042": set once money was taken (paid or refund_due), null before. */
  receipt_number: z.string().nullable(),
  /** The GST tax invoice's number ("SA/2627/000042", decision 141) when one was issued; null otherwise. */
  invoice_number: z.string().nullable(),
  /** The GST credit notes of refunds of this order (decision 142), oldest first; absent from older APIs. */
  credit_notes: z.array(z.object({ id: z.number().int().positive(), number: z.string() })).optional(),
  /** An open order stops being payable at this time (decision 106's 30 minutes); null once closed. */
  expires_at: z.string().nullable(),
});
export type StudentOrder = z.infer<typeof studentOrderSchema>;

export const studentOrdersResponseSchema = z.object({ results: z.array(studentOrderSchema) });
export type StudentOrdersResponse = z.infer<typeof studentOrdersResponseSchema>;

/** POST accountApi.orderCheckout: what the provider's checkout needs, like a join's payment_required. */
export const orderCheckoutResponseSchema = z.object({ payment: paymentOrderSchema });
export type OrderCheckoutResponse = z.infer<typeof orderCheckoutResponseSchema>;

/** POST accountApi.orderCancel: the order's status afterwards (cancelled, or expired if it had run out). */
export const cancelOrderResponseSchema = z.object({ id: z.number().int().positive(), status: z.enum(ORDER_STATUSES) });
export type CancelOrderResponse = z.infer<typeof cancelOrderResponseSchema>;
