// The order lifecycle of decision 106: an open order holds its coupon use until it is paid,
// superseded (cancelled) or expired; closing it gives the use back in the same transaction.
import { MESSAGES } from '../config/constants';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../domain/errors';
import { couponsRepository } from '../repositories/coupons';
import { coursesRepository } from '../repositories/courses';
import { enrolmentsRepository } from '../repositories/enrolments';
import { paymentsRepository, type PaymentRow } from '../repositories/payments';

/** Orders expired per transaction, so one run never holds thousands of row locks. */
export const EXPIRY_BATCH_SIZE = 100;

export const ORDER_MESSAGES = {
  noLongerValid: 'This order is no longer valid; your payment will be refunded.',
  alreadyEnrolled: 'You are already enrolled in this course; this payment will be refunded.',
  secondPayment: 'This order was already paid; this second payment will be refunded.',
  // The student's own Pay now and Cancel on the Orders page.
  paidCannotCancel: 'This order is already paid, so it cannot be cancelled.',
  closedCannotPay: 'This order is closed. Enrol again from the course page to pay.',
  expiredCannotPay: 'This order has expired. Enrol again from the course page to pay.',
  courseNotSold: 'This course is no longer sold, so this order cannot be paid.',
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
  if (!(await coupons.takeUse(input.couponId))) throw new DomainError('conflict', MESSAGES.couponExhausted);
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
    const expired = await inTransaction(db, async (tx) => {
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

/**
 * The student's own order, locked, after the student row: the lock order of joins and
 * settlements (decision 106), so a cancel and a payment of one order run one after the other.
 * Someone else's order looks exactly like a missing one.
 */
async function lockOwnOrder(tx: Db, studentId: number, paymentId: number) {
  await enrolmentsRepository(tx).lockStudent(studentId);
  const order = await paymentsRepository(tx).findById(paymentId, true);
  if (!order || order.studentId !== studentId) throw new DomainError('not_found', MESSAGES.paymentNotFound);
  return order;
}

/**
 * The student closes their own open order (it gives its coupon use back). Idempotent:
 * a closed order answers with its status again. An open order already past its time is recorded
 * as expired, as the job would. A paid order is 409: if a payment settled first, it stands; if the
 * cancel came first, the late payment is handled like any superseded order's (decision 106).
 */
export async function cancelStudentOrder(db: Db, studentId: number, paymentId: number, now: Date): Promise<{ id: number; status: 'cancelled' | 'expired' }> {
  return inTransaction(db, async (tx) => {
    const order = await lockOwnOrder(tx, studentId, paymentId);
    if (order.status === 'cancelled' || order.status === 'expired') return { id: order.id, status: order.status };
    if (order.status !== 'created') throw new DomainError('conflict', ORDER_MESSAGES.paidCannotCancel);
    const status = isDue(order, now) ? ('expired' as const) : ('cancelled' as const);
    await couponsRepository(tx).lockRows([order.couponId]);
    await closeOrder(tx, order, status, now);
    return { id: order.id, status };
  });
}

/**
 * "Pay now": the checkout of the student's open order, that same order (no second one,
 * the same amount and coupon use). Closed, run out, or for a course no longer sold: 409.
 */
export async function resumeStudentOrder(db: Db, studentId: number, paymentId: number, now: Date, keyId: string) {
  const result = await inTransaction(db, async (tx) => {
    const order = await lockOwnOrder(tx, studentId, paymentId);
    if (order.status !== 'created') return ORDER_MESSAGES.closedCannotPay;
    if (isDue(order, now)) {
      await couponsRepository(tx).lockRows([order.couponId]);
      await closeOrder(tx, order, 'expired', now); // kept: the refusal is thrown after the commit
      return ORDER_MESSAGES.expiredCannotPay;
    }
    if (!(await coursesRepository(tx).findListed(order.courseId))) return ORDER_MESSAGES.courseNotSold;
    return { provider: order.provider, key_id: keyId, order_id: order.orderId, amount: order.amount, currency: order.currency };
  });
  if (typeof result === 'string') throw new DomainError('conflict', result);
  return { payment: result };
}
