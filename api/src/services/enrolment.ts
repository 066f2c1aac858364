// Joining a course and settling its payment (SPEC §7 join, payment/status; decisions 103, 106).
// Each student's joins and settlements run one at a time (a row lock on the student), the unique
// indexes keep enrolments and open orders single, and a coupon use is taken or released in the
// same transaction as the order or enrolment it belongs to.
import { gstinState, placeOfSupply, type BillingDetails, type GstStateCode } from '@sap-academy/contracts/gst';
import type { CheckoutTax } from '@sap-academy/contracts';
import type { TaxSettings } from '@sap-academy/contracts/admin';
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { BATCH_MESSAGES } from '@sap-academy/contracts';
import { MESSAGES } from '../config/constants';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../lib/db-errors';
import { freeSeats } from '../domain/batch-seats';
import { DomainError, notFound } from '../domain/errors';
import { batchesRepository, type BatchRow } from '../repositories/batches';
import { couponsRepository, type CouponRow } from '../repositories/coupons';
import type { CourseRow } from '../repositories/courses';
import { enrolmentsRepository } from '../repositories/enrolments';
import { paymentsRepository, type PaymentRow } from '../repositories/payments';
import { CouponError, checkCoupon, checkCouponRow, priceWith } from './coupons';
import { ORDER_MESSAGES, REFUND_REASONS, closeOrder, expiryFrom, isDue, takeCouponUse } from './orders';
import { queueReceiptMail } from './payment-confirmation';
import { chargeFor, invoiceBreakdown, issueTaxInvoice } from './tax-invoices';
import { issuesTaxInvoices, readTaxSettings } from './tax-settings';
import { billingDetailsRepository } from '../repositories/billing-details';
import { usersRepository } from '../repositories/users';
import { takeBatchSeat } from './batch-seat';
import { grantServerAccess } from './practice-server';

/** What a join needs of the payment provider (plugins/app/payments.ts implements it). */
interface OrderProvider {
  name: string;
  keyId: string;
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ orderId: string }>;
}

/** A join's dependencies, as plain values (decision 124); `app` has them. */
interface JoinDeps {
  db: Db;
  payments: OrderProvider;
  config: Pick<Config, 'SETTINGS_CURRENCY' | 'ORDER_TTL_MINUTES'>;
  /** The calendar invites' UID host (plugins/app/batches.ts), for a seat taken by a free join. */
  batches: { uidHost: string };
}
type Course = NonNullable<CourseRow>;

/** Join errors use the plain {detail: string} shape: the join button's toast shows it (§8). */
function asPlainError(err: unknown): never {
  if (err instanceof CouponError) throw new DomainError(err.kind, err.message);
  throw err;
}

type Enrolment = Awaited<ReturnType<ReturnType<typeof enrolmentsRepository>['enrol']>>;

const enrolled = (created: boolean, courseStudent: Enrolment) => ({
  created,
  body: { status: 'enrolled' as const, course_student: courseStudent },
});

/** The open order answers a join only if it is exactly what this join would create (batch included). */
const sameQuote = (open: PaymentRow, listPrice: number, batchId: number | null, coupon: CouponRow | null, charge: (price: number) => number) =>
  open.couponId === (coupon?.id ?? null) &&
  open.listPrice === listPrice &&
  (open.batchId ?? null) === batchId &&
  open.amount === charge(priceWith(listPrice, coupon));

/**
 * Decision 146: the batch a join names must be an open batch of this course (another course's is a
 * 404, as if it did not exist). Its own price, when set, is the list price instead of the course's.
 */
async function batchToJoin(tx: Db, batchId: number | null, course: Course): Promise<BatchRow | null> {
  if (batchId === null) return null;
  const batch = await batchesRepository(tx).find(batchId);
  if (!batch || batch.courseId !== course.id) throw notFound('Batch');
  if (batch.status !== 'open') throw new DomainError('conflict', BATCH_MESSAGES.batchClosed);
  return batch;
}

/**
 * Decision 113: only a verified account may start a payment. `mayPay` false turns every answer that
 * would be payment_required into a 403 (and rolls back whatever the join changed); free courses
 * and fully discounted joins still enrol.
 */
export async function joinCourse(
  app: JoinDeps,
  studentId: number,
  course: Course,
  code: string | null,
  now = new Date(),
  mayPay = true,
  billing: BillingDetails | null = null,
  batchId: number | null = null,
) {
  const refuseUnverified = () => {
    if (!mayPay) throw new DomainError('forbidden', ACCOUNT_MESSAGES.verifyBeforePaying);
  };
  return inTransaction(app.db, async (tx) => {
    const enrolments = enrolmentsRepository(tx);
    await enrolments.lockStudent(studentId);
    const batch = await batchToJoin(tx, batchId, course);
    const seatIn = async (enrolment: Enrolment) => {
      if (batch) await takeBatchSeat(tx, { batchId: batch.id, studentId, uidHost: app.batches.uidHost });
      return enrolment;
    };
    // A new free enrolment: its practice-server days (decision 150), in this transaction.
    const enrolNew = async () => {
      const enrolment = await enrolments.enrol(studentId, course.id);
      await grantServerAccess(tx, { studentId, courseId: course.id, now });
      return seatIn(enrolment);
    };
    const existing = await enrolments.find(studentId, course.id);
    // A student of the course joins its batches directly (decision 136): the seat rule decides.
    if (existing) return enrolled(false, await seatIn(existing));
    const listPrice = batch?.pricePaise ?? course.price;
    // Nothing to discount: a coupon sent with a free course is ignored and keeps its use.
    if (listPrice === 0) return enrolled(true, await enrolNew());
    // A paid seat is not sold on a batch already full; one that fills while the order is open is
    // decided at settlement under the batch lock (a waitlist place, decision 146).
    if (batch && freeSeats(batch.seatLimit, await batchesRepository(tx).seatsTaken(batch.id)) === 0) {
      throw new DomainError('conflict', BATCH_MESSAGES.fullCannotBuy);
    }

    const payments = paymentsRepository(tx);
    const coupons = couponsRepository(tx);
    // Decision 141: with prices excluding GST the checkout charges the price plus GST.
    const tax = await readTaxSettings(tx);
    const charge = (price: number) => chargeFor(price, tax);
    // "I need a GST invoice": remembered for the student's next checkout, and copied onto the order.
    if (billing) {
      const userId = await usersRepository(tx).userIdOfStudent(studentId);
      if (userId !== undefined) await billingDetailsRepository(tx).save(userId, billing);
    }
    let open = await payments.findOpen(studentId, course.id, true);
    const requested = code ? await coupons.findByCode(code) : undefined;
    if (code && !requested) throw new DomainError('not_found', MESSAGES.couponInvalid);
    // Both coupons at once, before either changes: the lock order of decision 106.
    await coupons.lockRows([open?.couponId, requested?.id]);
    if (open && isDue(open, now)) {
      await closeOrder(tx, open, 'expired', now);
      open = undefined;
    }
    if (open && sameQuote(open, listPrice, batch?.id ?? null, requested ?? null, charge)) {
      refuseUnverified();
      // The same order, made out to what this checkout says (an open order is not invoiced yet).
      if (billing) await payments.setBilling(open.id, billing);
      return paymentRequired(app, { ...open, billing: billing ?? open.billing }, false, tax);
    }

    // A different quote supersedes the open order. All of it is one transaction: if the new
    // coupon is refused, the rollback keeps the old order and the use it holds.
    if (open) await closeOrder(tx, open, 'cancelled', now);
    const coupon = code ? await checkCoupon(tx, { code, courseId: course.id, studentId, now }).catch(asPlainError) : null;
    const amount = priceWith(listPrice, coupon);
    if (amount === 0) {
      await takeCouponUse(tx, { couponId: coupon!.id, studentId, courseId: course.id });
      return enrolled(true, await enrolNew());
    }
    refuseUnverified();
    const charged = charge(amount);
    const currency = app.config.SETTINGS_CURRENCY;
    const receipt = `s${studentId}-c${course.id}-${now.getTime()}`;
    const { orderId } = await app.payments.createOrder({ amount: charged, currency, receipt });
    const payment = await payments.create({
      orderId,
      provider: app.payments.name,
      studentId,
      courseId: course.id,
      couponId: coupon?.id ?? null,
      listPrice,
      amount: charged,
      currency,
      expiresAt: expiryFrom(now, app.config.ORDER_TTL_MINUTES),
      billing,
      batchId: batch?.id ?? null,
    });
    if (coupon) await takeCouponUse(tx, { couponId: coupon.id, studentId, courseId: course.id, paymentId: payment.id });
    return paymentRequired(app, payment, true, tax);
  });
}

/**
 * The GST lines the order's invoice will print (decision 141's place of supply and figures), for
 * the checkout summary before paying; null when the seller is not registered.
 */
function checkoutTax(payment: PaymentRow, tax: TaxSettings): CheckoutTax | null {
  if (!issuesTaxInvoices(tax)) return null;
  const place = placeOfSupply({
    sellerState: tax.state,
    buyerGstinState: payment.billing?.gstin ? gstinState(payment.billing.gstin) : null,
    buyerState: (payment.billing?.state ?? null) as GstStateCode | null,
  });
  const figures = invoiceBreakdown(payment.amount, tax, place);
  return {
    prices_include_gst: tax.prices_include_gst,
    rate_bp: tax.rate_bp,
    taxable: figures.taxablePaise,
    cgst: figures.cgstPaise,
    sgst: figures.sgstPaise,
    igst: figures.igstPaise,
    total: figures.totalPaise,
  };
}

function paymentRequired(app: JoinDeps, payment: PaymentRow, created: boolean, tax: TaxSettings) {
  return {
    created,
    body: {
      status: 'payment_required' as const,
      payment: {
        provider: payment.provider,
        key_id: app.payments.keyId,
        order_id: payment.orderId,
        amount: payment.amount,
        currency: payment.currency,
        tax: checkoutTax(payment, tax),
      },
    },
  };
}

const refundMessage = (reason: string) =>
  reason === REFUND_REASONS.alreadyEnrolled
    ? ORDER_MESSAGES.alreadyEnrolled
    : reason === REFUND_REASONS.secondPayment
      ? ORDER_MESSAGES.secondPayment
      : ORDER_MESSAGES.noLongerValid;

/** A payment that arrived but buys nothing; it is recorded as refund_due before this is thrown. */
export class RefundDueError extends DomainError {
  constructor(readonly reason: string) {
    super('conflict', refundMessage(reason));
    this.name = 'RefundDueError';
  }
}

/** The coupon of a superseded or expired order can no longer be used; message says which rule. */
class CouponRefused extends Error {}

type Settled = { payment: PaymentRow; enrolment: Enrolment };
/** A student's order: every order but a company's (decision 154). */
type StudentOrder = PaymentRow & { studentId: number };
const isStudentOrder = (payment: PaymentRow): payment is StudentOrder => payment.studentId !== null;

/**
 * Settles a verified payment, idempotently (callers verify the signature first). An open order
 * is paid and enrols. A superseded or expired order released its coupon use, so the use is taken
 * again if the coupon still allows it (and any newer open order is closed), otherwise the payment
 * is kept as refund_due and RefundDueError (409) is thrown; so is a payment for a course the
 * student is already enrolled in. The same payment again gives the same answer.
 */
export async function settlePayment(
  db: Db,
  orderId: string,
  providerPaymentId: string,
  options: { now?: Date; captured?: { amount: number; currency: string }; uidHost?: string } = {},
): Promise<Settled> {
  const now = options.now ?? new Date();
  const outcome = inTransaction(db, async (tx): Promise<Settled | RefundDueError> => {
    const payments = paymentsRepository(tx);
    const unlocked = await payments.findByOrderId(orderId);
    // A company order (decision 154) has no student: it settles through settleCompanyOrder only.
    if (!unlocked || !isStudentOrder(unlocked)) throw new DomainError('not_found', MESSAGES.paymentNotFound);
    // Same lock order as a join (student, then order), so the two never deadlock.
    await enrolmentsRepository(tx).lockStudent(unlocked.studentId);
    const payment = (await payments.findByOrderId(orderId, true)) as StudentOrder;
    // Both callers checked the amount and currency against the order before (decision 120).
    const captured = { providerPaymentId, ...(options.captured ?? { amount: payment.amount, currency: payment.currency }) };
    if ((payment.status === 'paid' || payment.status === 'refund_due') && payment.providerPaymentId !== providerPaymentId) {
      // Money taken twice for one order: kept for refund where staff see it, never a silent 409.
      await payments.recordUnhonoured(payment, captured, REFUND_REASONS.secondPayment, now);
      return new RefundDueError(REFUND_REASONS.secondPayment);
    }
    return settleLocked(tx, payment, providerPaymentId, now, options.uidHost);
  });
  const result = await outcome.catch((err: unknown) => {
    // One provider payment id cannot pay two orders (unique index).
    if (isUniqueViolation(err)) throw new DomainError('conflict', MESSAGES.paymentConflict);
    throw err;
  });
  if (result instanceof RefundDueError) throw result;
  return result;
}

async function settleLocked(tx: Db, payment: StudentOrder, providerPaymentId: string, now: Date, uidHost: string | undefined) {
  const payments = paymentsRepository(tx);
  const enrolments = enrolmentsRepository(tx);
  if (payment.status === 'paid' || payment.status === 'refund_due') {
    if (payment.status === 'refund_due') return new RefundDueError(payment.refundReason ?? REFUND_REASONS.couponUnavailable);
    return { payment, enrolment: await enrolments.enrol(payment.studentId, payment.courseId) };
  }

  const refuse = async (reason: string) => {
    await payments.markRefundDue(payment.id, providerPaymentId, reason, now);
    return new RefundDueError(reason);
  };
  const pay = async () => {
    await payments.markPaid(payment.id, providerPaymentId, now);
    // Only here, the one step that makes an order paid: the tax invoice's number is taken in this
    // transaction (decision 141), so a rollback takes it back; the receipt mail then carries it.
    await issueTaxInvoice(tx, payment, now);
    await queueReceiptMail(tx, payment);
    const enrolment = await enrolments.enrol(payment.studentId, payment.courseId);
    // Decision 150: the course's practice-server days, in the transaction that makes it paid
    // (browser, webhook and offline payments all settle here).
    await grantServerAccess(tx, { studentId: payment.studentId, courseId: payment.courseId, now });
    // Decision 146: the seat is decided here, in the transaction that makes the order paid, under
    // the batch row's lock: a seat while one is left, else a waitlist place (never an oversold seat).
    if (payment.batchId !== null) await takeBatchSeat(tx, { batchId: payment.batchId, studentId: payment.studentId, uidHost });
    return { payment, enrolment };
  };

  if (await enrolments.find(payment.studentId, payment.courseId)) {
    // A duplicate payment: the course is already bought. An open order gives its use back.
    if (payment.status === 'created') await closeOrder(tx, payment, 'cancelled', now);
    return refuse(REFUND_REASONS.alreadyEnrolled);
  }
  if (payment.status === 'created' && !isDue(payment, now)) return pay();
  if (payment.status === 'created') await closeOrder(tx, payment, 'expired', now);

  // Superseded or expired: this order wins, so a newer open order of the same course is closed.
  const newer = await payments.findOpen(payment.studentId, payment.courseId, true);
  const coupons = couponsRepository(tx);
  await coupons.lockRows([payment.couponId, newer?.couponId]);
  try {
    // A savepoint: if the coupon is refused, the newer order and its use stay as they were.
    // `tx.transaction` on a transaction nests (SAVEPOINT), inside the settlement's own transaction;
    // it opens no new one, so it is not an `inTransaction` (decision 124).
    await tx.transaction(async (sp) => {
      if (newer) await closeOrder(sp, newer, 'cancelled', now);
      if (payment.couponId === null) return;
      const coupon = await couponsRepository(sp).findById(payment.couponId);
      const { studentId, courseId } = payment;
      if (!coupon) throw new CouponRefused(MESSAGES.couponInvalid);
      await checkCouponRow(sp, coupon, { studentId, courseId, now }).catch((err: unknown) => {
        throw err instanceof CouponError ? new CouponRefused(err.message) : err;
      });
      if (!(await couponsRepository(sp).takeUse(coupon.id))) throw new CouponRefused(MESSAGES.couponExhausted);
      await couponsRepository(sp).redeem({ couponId: coupon.id, studentId, courseId, paymentId: payment.id });
    });
  } catch (err) {
    if (err instanceof CouponRefused) return refuse(`${REFUND_REASONS.couponUnavailable}: ${err.message}`);
    throw err;
  }
  return pay();
}
