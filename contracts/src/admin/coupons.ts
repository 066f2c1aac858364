// Back-office coupons. A coupon takes either an amount (paise) or a
// percent off, never both; pricing stays contracts/src/pricing.ts's one function.
import { z } from 'zod';
import { singleLine } from '../text.ts';
import { dateTimeSchema, idQuerySchema, idSchema, pageOf, timestampSchema, versionSchema } from './common.ts';

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

const optionalTimestamp = dateTimeSchema('Enter a date and time.').nullable().default(null);
const optionalLimit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(1, { error: `${label} must be at least 1.` })
    .max(1_000_000)
    .nullable()
    .default(null);

const couponFields = z.object({
  /** Stored and matched case-insensitively; upper-cased here so every screen shows one spelling. */
  code: singleLine({ error: 'Code is required.' }).toUpperCase().regex(COUPON_CODE_PATTERN, { error: 'Use 3–32 letters, digits, hyphens or underscores.' }),
  discount_amount: z.number().int().min(0, { error: 'Amount cannot be negative.' }).max(100_000_000).default(0),
  discount_percent: z.number().int().min(0, { error: 'Percent must be 0–100.' }).max(100, { error: 'Percent must be 0–100.' }).default(0),
  /** null: every course. */
  course_id: idSchema.nullable().default(null),
  valid_from: optionalTimestamp,
  valid_until: optionalTimestamp,
  /** null: unlimited. */
  usage_limit: optionalLimit('Usage limit'),
  per_student_limit: z.number().int().min(1, { error: 'Per-student limit must be at least 1.' }).max(1000).default(1),
  active: z.boolean().default(true),
});

const oneDiscount = <T extends z.ZodType<{ discount_amount: number; discount_percent: number; valid_from: string | null; valid_until: string | null }>>(
  schema: T,
) =>
  schema
    .refine((c) => c.discount_amount > 0 !== c.discount_percent > 0, {
      error: 'Give either an amount or a percent off, not both.',
      path: ['discount_amount'],
    })
    .refine((c) => !c.valid_from || !c.valid_until || Date.parse(c.valid_until) > Date.parse(c.valid_from), {
      error: 'The end must be after the start.',
      path: ['valid_until'],
    });

export const couponInputSchema = oneDiscount(couponFields);
export type CouponInput = z.infer<typeof couponInputSchema>;

/** PUT /admin/coupons/{id} */
export const couponUpdateSchema = oneDiscount(couponFields.extend({ version: versionSchema }));
export type CouponUpdate = z.infer<typeof couponUpdateSchema>;

export const adminCouponSchema = z.object({
  id: idSchema,
  code: z.string(),
  discount_amount: z.number().int(),
  discount_percent: z.number().int(),
  course_id: idSchema.nullable(),
  course_title: z.string().nullable(),
  valid_from: timestampSchema.nullable(),
  valid_until: timestampSchema.nullable(),
  usage_limit: z.number().int().nullable(),
  per_student_limit: z.number().int(),
  /** Paid or free enrolments that used it (the counter pricing checks). */
  used_count: z.number().int().nonnegative(),
  active: z.boolean(),
  version: versionSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** GET /admin/coupons?q=&active=&course_id=&sort=code|-created_at|used_count */
export const adminCouponListQuerySchema = z.object({
  active: z.enum(['true', 'false']).optional(),
  course_id: idQuerySchema.optional(),
});
export const adminCouponListResponseSchema = pageOf(adminCouponSchema);
