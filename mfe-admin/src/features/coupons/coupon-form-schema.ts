// The coupon form: strings as the inputs hold them (rupees, datetime-local in India time,
// optional limits), converted to the contract's CouponInput and validated by it, so the
// percent-or-amount and start-before-end rules and their messages are the API's.
import { z } from 'zod';
import { couponInputSchema, type AdminCoupon } from 'mfe-shared/contracts/admin';
import { isoToLocalInput, localInputToIso } from '../../lib/india-time';
import { parseRupees, rupeeInput } from '../../lib/money';
import { RUPEES_MESSAGE } from '../../lib/rupees-field';

const wholeOrEmpty = (message: string) => z.string().refine((value) => value.trim() === '' || /^\d+$/.test(value.trim()), { error: message });
const toNumber = (value: string, empty: number | null) => (value.trim() === '' ? empty : Number(value));

export const couponFormSchema = z
  .object({
    code: z.string(),
    discount_amount: z.string().refine((value) => value.trim() === '' || parseRupees(value) !== null, { error: RUPEES_MESSAGE }),
    discount_percent: wholeOrEmpty('Percent must be 0–100.'),
    course_id: z.string(),
    valid_from: z.string(),
    valid_until: z.string(),
    usage_limit: wholeOrEmpty('Usage limit must be a whole number.'),
    per_student_limit: wholeOrEmpty('Per-student limit must be a whole number.'),
    active: z.boolean(),
  })
  .transform((form): z.input<typeof couponInputSchema> => ({
    code: form.code,
    discount_amount: form.discount_amount.trim() === '' ? 0 : (parseRupees(form.discount_amount) as number),
    discount_percent: toNumber(form.discount_percent, 0) as number,
    course_id: form.course_id ? Number(form.course_id) : null,
    valid_from: localInputToIso(form.valid_from),
    valid_until: localInputToIso(form.valid_until),
    usage_limit: toNumber(form.usage_limit, null),
    per_student_limit: toNumber(form.per_student_limit, 1) as number,
    active: form.active,
  }))
  .pipe(couponInputSchema);

export type CouponFormInput = z.input<typeof couponFormSchema>;
export type CouponFormValues = z.output<typeof couponFormSchema>;

export const EMPTY_COUPON: CouponFormInput = {
  code: '',
  discount_amount: '',
  discount_percent: '',
  course_id: '',
  valid_from: '',
  valid_until: '',
  usage_limit: '',
  per_student_limit: '1',
  active: true,
};

export function couponToForm(coupon: AdminCoupon): CouponFormInput {
  return {
    code: coupon.code,
    discount_amount: coupon.discount_amount ? rupeeInput(coupon.discount_amount) : '',
    discount_percent: coupon.discount_percent ? String(coupon.discount_percent) : '',
    course_id: coupon.course_id ? String(coupon.course_id) : '',
    valid_from: isoToLocalInput(coupon.valid_from),
    valid_until: isoToLocalInput(coupon.valid_until),
    usage_limit: coupon.usage_limit === null ? '' : String(coupon.usage_limit),
    per_student_limit: String(coupon.per_student_limit),
    active: coupon.active,
  };
}
