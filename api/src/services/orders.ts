// The order lifecycle of decision 106: an open order holds its coupon use until it is paid,
// superseded (cancelled) or expired; closing it gives the use back in the same transaction.
import { MESSAGES } from '../config/constants';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';
import { couponsRepository } from '../repositories/coupons';
import { paymentsRepository, type PaymentRow } from '../repositories/payments';

/** Orders expired per transaction, so one run never holds thousands of row locks. */
export const EXPIRY_BATCH_SIZE = 100;

export const ORDER_MESSAGES = {
  noLongerValid: 'This order is no longer valid; your payment will be refunded.',
  alreadyEnrolled: 'You are already enrolled in this course; this payment will be refunded.',
  secondPayment: 'This order was already paid; this second payment will be refunded.',
} as const;

/** Why a payment was kept as refund_due (payments.refund_reason). */
export const REFUND_REASONS = {
  alreadyEnrolled: 'already_enrolled',
  couponUnavailable: 'coupon_unavailable',
  /** A second captured payment of an order already paid or already kept for refund (decision 120). */
  secondPayment: 'second_payment',
  /** Captured in another amount or currency than the order's (decision 120). */
  amountMismatch: 'amount_or_currency_mismatch',
} as const;

export const expiryFrom = (now: Date, ttlMinutes: number) => new Date(now.getTime() + ttlMinutes * 60_000);

export const isDue = (order: Pick<PaymentRow, 'expiresAt'>, now: Date) => order.expiresAt !== null && order.expiresAt.getTime() <= now.getTime();

/** Takes one use of the coupon for an order (or for a free enrolment when paymentId is absent). */
export async function takeCouponUse(tx: Db, input: { couponId: number; studentId: number; courseId: number; paymentId?: number }): Promise<void> {
  const coupons = couponsRepository(tx);
  if (!(await coupons.takeUse(input.couponId))) throw new HttpError(409, MESSAGES.couponExhausted);
  await coupons.redeem(input);
}

/** Closes an open order (superseded or expired) and frees the coupon use it was holding. */
export async function closeOrder(tx: Db, order: PaymentRow, status: 'cancelled' | 'expired', now: Date) {
  await paymentsRepository(tx).setStatus(order.id, status, now);
  if (order.couponId !== null) await couponsRepository(tx).releaseForPayment(order.couponId, order.id);
}

/**
 * Expires every open order due at `now` and releases its coupon use; returns how many. Rows are
 * claimed with SKIP LOCKED, so replicas running this at once split the work instead of repeating it.
 */
export async function expireDueOrders(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (tx) => {
      const due = await paymentsRepository(tx).claimDue(now, EXPIRY_BATCH_SIZE);
      await paymentsRepository(tx).expireAll(
        due.map((row) => row.id),
        now,
      );
      const coupons = couponsRepository(tx);
      // Coupon rows in id order: the same lock order as joins and settlements (no deadlock).
      const holding = due.filter((row) => row.couponId !== null).sort((a, b) => a.couponId! - b.couponId!);
      for (const row of holding) await coupons.releaseForPayment(row.couponId!, row.id);
      return due.length;
    });
    total += expired;
    if (expired < EXPIRY_BATCH_SIZE) return total;
  }
}
