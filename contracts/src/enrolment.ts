// Coupons, joining and payment (SPEC §3 Coupon, §5 final price, §7 coupon/join/payment calls).
import { z } from 'zod';
import { courseStudentSchema } from './courses.ts';

export const COUPON_CODE_MAX_LENGTH = 64;

/** §3 Coupon: id, coupon (code), discount_amount (paise), discount_percent. */
export const couponSchema = z.object({
  id: z.number().int().positive(),
  coupon: z.string(),
  discount_amount: z.number().int().nonnegative(),
  discount_percent: z.number().min(0).max(100),
});
export type Coupon = z.infer<typeof couponSchema>;

/** The server's price quote; the client may show it but never sends an amount back. */
export const couponLookupResponseSchema = couponSchema.extend({
  price: z.number().int().nonnegative(),
  final_price: z.number().int().nonnegative(),
});
export type CouponLookupResponse = z.infer<typeof couponLookupResponseSchema>;

export const couponQuerySchema = z.object({
  coupon: z
    .string({ error: 'Enter a coupon code.' })
    .trim()
    .min(1, { error: 'Enter a coupon code.' })
    .max(COUPON_CODE_MAX_LENGTH, { error: 'Coupon code is too long.' }),
});

/**
 * POST /lms/course/{id}/join body {coupon}; empty or absent coupon means no coupon. The API accepts
 * `billing` too (`joinWithBillingRequestSchema` in `@sap-academy/contracts/gst`, decision 141): the
 * GST rules stay out of the main entry, which every portal page loads.
 */
export const joinRequestSchema = z.object({
  coupon: z.string({ error: 'coupon must be a string.' }).trim().max(COUPON_CODE_MAX_LENGTH, { error: 'Coupon code is too long.' }).nullish(),
  /** A live batch of the course to enrol into (decision 146): its own price, when set, is the list price. */
  batch_id: z
    .number({ error: 'batch_id must be a number.' })
    .int({ error: 'batch_id must be a whole number.' })
    .positive({ error: 'batch_id must be positive.' })
    .nullish(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/**
 * The GST lines of an order about to be paid (decision 141's figures, as its invoice will print
 * them): shown in the checkout summary before paying. Null when the seller is not registered.
 */
export const checkoutTaxSchema = z.object({
  prices_include_gst: z.boolean(),
  rate_bp: z.number().int(),
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
});
export type CheckoutTax = z.infer<typeof checkoutTaxSchema>;

export const paymentOrderSchema = z.object({
  provider: z.string(),
  key_id: z.string(),
  order_id: z.string(),
  amount: z.number().int().positive(),
  currency: z.string(),
  /** Optional: a client written before it reads orders without it. */
  tax: checkoutTaxSchema.nullable().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const joinResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('enrolled'), course_student: courseStudentSchema }),
  z.object({ status: z.literal('payment_required'), payment: paymentOrderSchema }),
]);
export type JoinResponse = z.infer<typeof joinResponseSchema>;

/** PATCH /lms/course/{id}/payment/status — the Razorpay checkout handler's three values. */
export const paymentStatusRequestSchema = z.object({
  order_id: z.string({ error: 'order_id is required.' }).trim().min(1, { error: 'order_id is required.' }).max(100),
  payment_id: z.string({ error: 'payment_id is required.' }).trim().min(1, { error: 'payment_id is required.' }).max(100),
  signature: z.string({ error: 'signature is required.' }).trim().min(1, { error: 'signature is required.' }).max(256),
});
export type PaymentStatusRequest = z.infer<typeof paymentStatusRequestSchema>;

export const paymentStatusResponseSchema = z.object({
  status: z.literal('paid'),
  course_student: courseStudentSchema,
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponseSchema>;
