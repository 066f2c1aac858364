// Error bodies (SPEC §8): the client toasts `data.detail`, logs 422s, and shows a coupon
// lookup failure from `data.detail.message`.
import { z } from 'zod';

export const errorResponseSchema = z.object({ detail: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** 422: `detail` for humans, `fields` maps a dotted path (e.g. `body.email`) to its message. */
export const validationErrorResponseSchema = z.object({
  detail: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type ValidationErrorResponse = z.infer<typeof validationErrorResponseSchema>;

/** §8: "Coupon lookup failure shows the text in data.detail.message under the coupon input." */
export const couponErrorResponseSchema = z.object({
  detail: z.object({ message: z.string() }),
});
export type CouponErrorResponse = z.infer<typeof couponErrorResponseSchema>;
