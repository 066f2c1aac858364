// Company orders (decision 154): a company buys N seats on a course through one order, a payments
// row whose buyer is the company (no student), raised by staff and paid by bank transfer, UPI or
// cheque through the offline payment. Settling it is one transaction, once: the company row, then
// the order, then the pool are locked; the order becomes paid, the tax invoice made out to the
// company takes the next number of the one gap-free series, and the company's pool for the course
// grows by N (created if absent), audited; the invoice is mailed to the company's contact. Nobody
// is enrolled: HR invites learners into the pool.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES, type CompanyOrder } from '@sap-academy/contracts';
import { COMPANY_ORDER_MAX_PAISE, COMPANY_ORDER_MESSAGES, type AdminOrder, type CompanyOrderInput } from '@sap-academy/contracts/admin';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { courses, outbox } from '../db/schema';
import { templatedMail } from '../mail/mail-kinds';
import { inTransaction } from '../db/transaction';
import { DomainError, invalidAt, notFound } from '../domain/errors';
import { adminOrdersRepository } from '../repositories/admin-orders';
import { recordAudit } from '../repositories/audit';
import { companiesRepository } from '../repositories/companies';
import { invoicesRepository, type InvoiceRow } from '../repositories/invoices';
import { paymentsRepository } from '../repositories/payments';
import { assertBatchHolds, batchForCompany } from './company-batch-seats';
import { chargeFor, issueTaxInvoice } from './tax-invoices';
import { readTaxSettings } from './tax-settings';

/** A company order is paid outside Razorpay: its provider says so, and the offline payment settles it. */
export const COMPANY_ORDER_PROVIDER = 'offline';

/** Our own order id (unique like Razorpay's): the company, the time and a few random bytes. */
const companyOrderId = (companyId: number, now: Date) => `company_${companyId}_${now.getTime().toString(36)}_${randomBytes(4).toString('hex')}`;

type ParsedInput = Omit<CompanyOrderInput, 'purchase_reference'> & { purchase_reference: string };

export function companyOrdersService({ db, config, now }: { db: Db; config: Pick<Config, 'SETTINGS_CURRENCY'>; now: () => Date }) {
  const authorise = async (userId: number, companyId: number) => {
    if (!(await companiesRepository(db).isAdmin(companyId, userId))) throw new DomainError('forbidden', COMPANY_MESSAGES.notCompanyAdmin);
  };

  const toCompanyOrder = (order: AdminOrder): CompanyOrder => ({
    id: order.id,
    course_id: order.course.id,
    course_title: order.course.course_title,
    batch: order.batch,
    seats: order.seats,
    unit_price: order.list_price,
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    purchase_reference: order.purchase_reference,
    invoice_number: order.invoice_number,
    paid_at: order.paid_at,
    created_at: order.created_at,
  });

  return {
    /**
     * Staff raise an order of `seats` seats at `unit_price` per seat (the course's price when left
     * out). The amount is what the company pays: N × unit, plus GST when prices exclude it (the
     * checkout's rule, decision 141). It stays open until its offline payment is recorded.
     */
    async raise(actorUserId: number, companyId: number, input: ParsedInput): Promise<AdminOrder> {
      return inTransaction(db, async (tx) => {
        const company = await companiesRepository(tx).find(companyId);
        if (!company) throw notFound('Company');
        const [course] = await tx.select({ id: courses.id, price: courses.price }).from(courses).where(eq(courses.id, input.course_id));
        if (!course) throw new DomainError('not_found', COMPANY_ORDER_MESSAGES.unknownCourse);
        const at = now();
        // An order for a batch (decision 155): of the course, open, not ended; its price is the default.
        const batch = input.batch_id == null ? null : await batchForCompany(tx, course.id, input.batch_id, at);
        const unit = input.unit_price ?? batch?.pricePaise ?? course.price;
        if (unit < 100) throw invalidAt('unit_price', COMPANY_ORDER_MESSAGES.freeCourse);
        if (unit * input.seats > COMPANY_ORDER_MAX_PAISE) throw invalidAt('unit_price', COMPANY_ORDER_MESSAGES.tooLarge);
        const amount = chargeFor(unit * input.seats, await readTaxSettings(tx));
        const order = await paymentsRepository(tx).create({
          orderId: companyOrderId(companyId, at),
          provider: COMPANY_ORDER_PROVIDER,
          studentId: null,
          companyId,
          courseId: course.id,
          couponId: null,
          batchId: batch?.id ?? null,
          listPrice: unit,
          amount,
          currency: config.SETTINGS_CURRENCY,
          seats: input.seats,
          purchaseReference: input.purchase_reference,
          raisedBy: actorUserId,
          // Never expires: a company pays on its own terms (30 days is common); staff see it open.
          expiresAt: null,
          createdAt: at,
          updatedAt: at,
        });
        await recordAudit(tx, {
          actorUserId,
          action: 'company.order_raise',
          entity: 'company',
          entityId: companyId,
          before: null,
          after: {
            order_id: order.id,
            course_id: course.id,
            batch_id: batch?.id ?? null,
            seats: input.seats,
            unit_price: unit,
            amount,
            purchase_reference: input.purchase_reference,
          },
        });
        // The open order holds its seats in the batch until paid or cancelled: 409 when they do not fit.
        if (batch) await assertBatchHolds(tx, batch.id, input.seats);
        return (await adminOrdersRepository(tx).one(order.id))!;
      });
    },

    /**
     * Staff cancel an open order raised by mistake (decision 154), under its row lock; audited. An
     * order that took money is 409; another company's order is a 404 like a missing one. A bank
     * transfer that arrives later can still be recorded and settles it, as a late payment settles
     * any cancelled order (decision 106).
     */
    async cancel(actorUserId: number, companyId: number, orderId: number): Promise<AdminOrder> {
      return inTransaction(db, async (tx) => {
        const payments = paymentsRepository(tx);
        const order = await payments.findById(orderId, true);
        if (!order || order.companyId !== companyId) throw notFound('Order');
        if (order.status !== 'created') throw new DomainError('conflict', COMPANY_ORDER_MESSAGES.notOpen);
        await payments.setStatus(order.id, 'cancelled', now());
        await recordAudit(tx, {
          actorUserId,
          action: 'company.order_cancel',
          entity: 'company',
          entityId: companyId,
          before: { order_id: order.id, status: order.status },
          after: { order_id: order.id, status: 'cancelled' },
        });
        return (await adminOrdersRepository(tx).one(order.id))!;
      });
    },

    /** The company's orders for staff, newest first; a missing company is a 404. */
    async list(companyId: number) {
      if (!(await companiesRepository(db).find(companyId))) throw notFound('Company');
      return { results: await adminOrdersRepository(db).ofCompany(companyId) };
    },

    /** The company's orders for its HR contact (403 for any other company, as decision 149). */
    async ofCompanyForHr(userId: number, companyId: number) {
      await authorise(userId, companyId);
      return { results: (await adminOrdersRepository(db).ofCompany(companyId)).map(toCompanyOrder) };
    },

    /** The tax invoice of one of the company's orders; another company's order is a 404 like a missing one. */
    async invoiceForHr(userId: number, companyId: number, orderId: number): Promise<InvoiceRow> {
      await authorise(userId, companyId);
      const order = await paymentsRepository(db).findById(orderId);
      const invoice = order && order.companyId === companyId ? await invoicesRepository(db).findByPaymentId(order.id) : undefined;
      if (!invoice) throw notFound('Invoice');
      return invoice;
    },
  };
}

/**
 * Settles a company order with a payment that has moved (the offline payment's `offline_<id>`),
 * exactly once: a second call finds it paid and changes nothing ('unchanged'). The lock order is
 * the company row, the order, then the pool: a staff grant locks the company first too, so the
 * pool is created once, and HR invites (the pool's lock) wait for the new seats.
 */
export async function settleCompanyOrder(
  db: Db,
  paymentId: number,
  providerPaymentId: string,
  { now, actorUserId }: { now: Date; actorUserId: number | null },
): Promise<'paid' | 'unchanged'> {
  return inTransaction(db, async (tx) => {
    const payments = paymentsRepository(tx);
    const unlocked = await payments.findById(paymentId);
    if (!unlocked || unlocked.companyId === null) throw notFound('Order');
    const companies = companiesRepository(tx);
    await companies.lock(unlocked.companyId);
    const order = (await payments.findById(paymentId, true))!;
    if (order.status === 'paid' || order.status === 'refund_due') return 'unchanged' as const;
    const companyId = order.companyId!;
    await payments.markPaid(order.id, providerPaymentId, now);
    // The number is taken here, inside the settlement (decision 141): a rollback gives it back.
    const invoice = await issueTaxInvoice(tx, { ...order, status: 'paid', paidAt: now }, now);
    const pool = await companies.lockPoolOfCourse(companyId, order.courseId, order.batchId);
    const grown = pool
      ? await companies.addSeats(pool.id, order.seats)
      : await companies.insertPool(companyId, {
          course_id: order.courseId,
          batch_id: order.batchId,
          seats: order.seats,
          purchase_reference: invoice?.number ?? order.orderId,
        });
    if (!grown) throw new Error(`company ${companyId}: the pool of course ${order.courseId} appeared during its order's settlement`);
    // An open order's seats were held in its batch and now pass to the pool (decision 155); a
    // cancelled order paid late held none, so its seats must still fit (409: it stays unpaid).
    if (order.batchId !== null && order.status !== 'created') await assertBatchHolds(tx, order.batchId, order.seats);
    // The invoice by mail, queued with the settlement (none on rollback): to the contact the invoice
    // names, or, when the company has no contact e-mail, to each of its HR contacts (decision 155),
    // who can also download it from their portal page. No HR contact either: staff send it by hand.
    if (invoice) {
      const data = { companyName: invoice.buyer.name, courseTitle: invoice.courseTitle, seats: order.seats, paymentId: order.id };
      const to = invoice.buyer.email ? [invoice.buyer.email] : (await companies.admins(companyId)).map((a) => a.email);
      if (to.length > 0) await tx.insert(outbox).values(to.map((email) => templatedMail(email, 'company-invoice', data)));
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'company.order_paid',
      entity: 'company',
      entityId: companyId,
      before: { pool_id: pool?.id ?? null, seats: pool?.seats ?? 0 },
      after: { pool_id: grown.id, seats: grown.seats, order_id: order.id, invoice_number: invoice?.number ?? null },
    });
    return 'paid' as const;
  });
}
