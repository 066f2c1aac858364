// Joining a course (SPEC §7 join, payment/status). Each student's joins run one at a time (a row
// lock on the student), the unique indexes make enrolments and open orders single, and the coupon
// use is taken in the same transaction as what it pays for.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../config/constants';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import { couponsRepository, type CouponRow } from '../repositories/coupons';
import { enrolmentsRepository } from '../repositories/enrolments';
import { paymentsRepository, type PaymentRow } from '../repositories/payments';
import type { CourseRow } from '../repositories/courses';
import { CouponError, checkCoupon, priceWith } from './coupons';

type App = Pick<FastifyInstance, 'db' | 'payments' | 'config'>;
type Course = NonNullable<CourseRow>;

async function takeCouponUse(tx: Db, coupon: CouponRow, studentId: number, courseId: number, paymentId?: number) {
  const coupons = couponsRepository(tx);
  if (!(await coupons.takeUse(coupon.id))) throw new HttpError(409, MESSAGES.couponExhausted);
  await coupons.redeem({ couponId: coupon.id, studentId, courseId, paymentId });
}

/** Join errors use the plain {detail: string} shape: the join button's toast shows it (§8). */
function asPlainError(err: unknown): never {
  if (err instanceof CouponError) throw new HttpError(err.statusCode, err.message);
  throw err;
}

export async function joinCourse(app: App, studentId: number, course: Course, code: string | null) {
  return app.db.transaction(async (tx) => {
    const enrolments = enrolmentsRepository(tx);
    await enrolments.lockStudent(studentId);
    const existing = await enrolments.find(studentId, course.id);
    if (existing) return { created: false, body: { status: 'enrolled' as const, course_student: existing } };

    const coupon = code ? await checkCoupon(tx, { code, courseId: course.id, studentId }).catch(asPlainError) : null;
    const amount = priceWith(course.price, coupon);
    if (amount === 0) {
      if (coupon) await takeCouponUse(tx, coupon, studentId, course.id);
      const enrolment = await enrolments.enrol(studentId, course.id);
      return { created: true, body: { status: 'enrolled' as const, course_student: enrolment } };
    }

    const payments = paymentsRepository(tx);
    const open = await payments.findOpen(studentId, course.id);
    const payment =
      open && open.amount === amount && open.couponId === (coupon?.id ?? null)
        ? open
        : await replaceOrder(app, tx, { open, studentId, course, coupon, amount });
    return {
      created: payment !== open,
      body: {
        status: 'payment_required' as const,
        payment: {
          provider: payment.provider,
          key_id: app.payments.keyId,
          order_id: payment.orderId,
          amount: payment.amount,
          currency: payment.currency,
        },
      },
    };
  });
}

/** A different quote (new coupon) supersedes the open order and frees the use it was holding. */
async function replaceOrder(
  app: App,
  tx: Db,
  input: { open?: PaymentRow; studentId: number; course: Course; coupon: CouponRow | null; amount: number },
) {
  const payments = paymentsRepository(tx);
  if (input.open) {
    await payments.cancel(input.open.id);
    if (input.open.couponId) await couponsRepository(tx).releaseForPayment(input.open.couponId, input.open.id);
  }
  const currency = app.config.SETTINGS_CURRENCY;
  const receipt = `s${input.studentId}-c${input.course.id}-${Date.now()}`;
  const { orderId } = await app.payments.createOrder({ amount: input.amount, currency, receipt });
  const payment = await payments.create({
    orderId,
    provider: app.payments.name,
    studentId: input.studentId,
    courseId: input.course.id,
    couponId: input.coupon?.id ?? null,
    listPrice: input.course.price,
    amount: input.amount,
    currency,
  });
  if (input.coupon) await takeCouponUse(tx, input.coupon, input.studentId, input.course.id, payment.id);
  return payment;
}

/**
 * Marks an order paid and enrols, idempotently: the same payment again returns the enrolment,
 * a different payment for a paid order is a conflict. Callers verify the signature first.
 */
export async function settlePayment(db: Db, orderId: string, providerPaymentId: string) {
  const settled = db.transaction(async (tx) => {
    const payments = paymentsRepository(tx);
    const payment = await payments.findByOrderId(orderId, true);
    if (!payment) throw new HttpError(404, MESSAGES.paymentNotFound);
    if (payment.status === 'paid' && payment.providerPaymentId !== providerPaymentId) {
      throw new HttpError(409, MESSAGES.paymentConflict);
    }
    // A cancelled order that was paid anyway still bought the course: money moved, so honour it.
    if (payment.status !== 'paid') await payments.markPaid(payment.id, providerPaymentId);
    const enrolment = await enrolmentsRepository(tx).enrol(payment.studentId, payment.courseId);
    return { payment, enrolment };
  });
  // One provider payment id cannot pay two orders (unique index).
  return settled.catch((err: unknown) => {
    if (isUniqueViolation(err)) throw new HttpError(409, MESSAGES.paymentConflict);
    throw err;
  });
}
