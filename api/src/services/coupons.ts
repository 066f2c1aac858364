// Coupon rules of issue 3: exists (case-insensitive), active, inside its window, applies to the
// course, has uses left, and the student has uses left. Failures carry the §8 text.
import { MESSAGES } from '../config/constants';
import type { Db } from '../db/client';
import { finalPrice } from '../domain/pricing';
import { HttpError } from '../lib/http-error';
import { couponsRepository, type CouponRow } from '../repositories/coupons';

export class CouponError extends HttpError {
  constructor(statusCode: number, message: string) {
    super(statusCode, { message });
  }
}

export async function checkCoupon(
  db: Db,
  input: { code: string; courseId: number; studentId: number; now?: Date },
): Promise<CouponRow> {
  const repo = couponsRepository(db);
  const now = input.now ?? new Date();
  const coupon = await repo.findByCode(input.code);
  if (!coupon || !coupon.active) throw new CouponError(404, MESSAGES.couponInvalid);
  if (coupon.validFrom && coupon.validFrom > now) throw new CouponError(400, MESSAGES.couponNotStarted);
  if (coupon.validUntil && coupon.validUntil <= now) throw new CouponError(400, MESSAGES.couponExpired);
  if (coupon.courseId !== null && coupon.courseId !== input.courseId) {
    throw new CouponError(400, MESSAGES.couponWrongCourse);
  }
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    throw new CouponError(409, MESSAGES.couponExhausted);
  }
  if ((await repo.redemptionsBy(coupon.id, input.studentId)) >= coupon.perStudentLimit) {
    throw new CouponError(409, MESSAGES.couponAlreadyUsed);
  }
  return coupon;
}

export const priceWith = (price: number, coupon: CouponRow | null) =>
  finalPrice(price, coupon && { discountAmount: coupon.discountAmount, discountPercent: coupon.discountPercent });

/** The coupon as §3 shows it. */
export const couponView = (coupon: CouponRow) => ({
  id: coupon.id,
  coupon: coupon.code,
  discount_amount: coupon.discountAmount,
  discount_percent: coupon.discountPercent,
});
