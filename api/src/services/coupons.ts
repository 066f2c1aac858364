// Coupon rules (SPEC §7): exists (case-insensitive), active, inside its window, applies to the
// course, has uses left, and the student has uses left. Failures carry the §8 text.
import { MESSAGES } from '../config/constants';
import type { Db } from '../db/client';
import { finalPrice } from '../domain/pricing';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { couponsRepository, type CouponRow } from '../repositories/coupons';

/** Decision 106: a free course has nothing to discount, so the lookup refuses and the join ignores. */
export const COUPON_NOT_NEEDED = 'This course is free; no coupon is needed.';

export class CouponError extends DomainError {
  constructor(kind: DomainErrorKind, message: string) {
    super(kind, { message });
  }
}

interface CheckInput {
  courseId: number;
  studentId: number;
  now?: Date;
  /** The student's open order for this course: a use it holds is theirs to re-apply, not a second use. */
  openOrder?: { couponId: number | null };
}

export async function checkCoupon(db: Db, input: CheckInput & { code: string }): Promise<CouponRow> {
  const coupon = await couponsRepository(db).findByCode(input.code);
  if (!coupon) throw new CouponError('not_found', MESSAGES.couponInvalid);
  return checkCouponRow(db, coupon, input);
}

/**
 * The same rules for a coupon already read (settling a superseded order re-checks its coupon).
 * Uses held by orders that were cancelled or expired are already released, so they do not count.
 */
export async function checkCouponRow(db: Db, coupon: CouponRow, input: CheckInput): Promise<CouponRow> {
  const now = input.now ?? new Date();
  if (!coupon.active) throw new CouponError('not_found', MESSAGES.couponInvalid);
  if (coupon.validFrom && coupon.validFrom > now) throw new CouponError('rejected', MESSAGES.couponNotStarted);
  if (coupon.validUntil && coupon.validUntil <= now) throw new CouponError('rejected', MESSAGES.couponExpired);
  if (coupon.courseId !== null && coupon.courseId !== input.courseId) {
    throw new CouponError('rejected', MESSAGES.couponWrongCourse);
  }
  const held = input.openOrder?.couponId === coupon.id ? 1 : 0;
  if (coupon.usageLimit !== null && coupon.usedCount - held >= coupon.usageLimit) {
    throw new CouponError('conflict', MESSAGES.couponExhausted);
  }
  if ((await couponsRepository(db).redemptionsBy(coupon.id, input.studentId)) - held >= coupon.perStudentLimit) {
    throw new CouponError('conflict', MESSAGES.couponAlreadyUsed);
  }
  return coupon;
}

export const priceWith = (price: number, coupon: CouponRow | null | undefined) =>
  finalPrice(price, coupon ? { discountAmount: coupon.discountAmount, discountPercent: coupon.discountPercent } : null);

/** The coupon as §3 shows it. */
export const couponView = (coupon: CouponRow) => ({
  id: coupon.id,
  coupon: coupon.code,
  discount_amount: coupon.discountAmount,
  discount_percent: coupon.discountPercent,
});
