// Refunds from the back office (decision 142). An admin refunds a paid or refund_due order in full
// or in part through the payment provider. The order row's lock makes the check and the pending
// refund one step, so parallel refunds can never add up to more than was paid; the provider is
// asked after that commit (never inside a transaction). A refund is pending until Razorpay's answer
// or its webhook, whichever comes first, says processed or failed; the other one then finds it
// finished and changes nothing, so a repeated webhook does nothing either. A processed refund of an
// invoiced order issues a GST credit note in the transaction that records it.
import { REFUND_MESSAGES, type AdminOrderRefunds, type RefundRequest } from '@sap-academy/contracts/admin';
import { CREDIT_NOTE_PREFIX, creditNoteBreakdown, financialYearOf, formatInvoiceNumber } from '@sap-academy/contracts/gst';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, invalidAt, notFound } from '../domain/errors';
import { PaymentProviderError, RefundRefusedError, type ProviderRefund } from '../lib/razorpay-api';
import { recordAudit } from '../repositories/audit';
import { companiesRepository } from '../repositories/companies';
import { invoicesRepository } from '../repositories/invoices';
import { paymentsRepository, type PaymentRow } from '../repositories/payments';
import { refundsRepository, type RefundRow } from '../repositories/refunds';

/** Orders whose money can be given back: paid, or kept for refund (decisions 106, 120). */
const REFUNDABLE_STATUSES: ReadonlySet<string> = new Set(['paid', 'refund_due']);

/** Paid outside Razorpay (services/offline-payments.ts): Razorpay cannot refund it. */
const isOffline = (order: Pick<PaymentRow, 'providerPaymentId'>) => order.providerPaymentId?.startsWith('offline_') ?? false;

/** Our refund id as Razorpay's `receipt`: the webhook names it even before we stored Razorpay's id. */
export const refundReceipt = (refundId: number) => `refund_${refundId}`;
const RECEIPT = /^refund_(\d{1,10})$/;

/** Why a refund whose create call got no answer failed (decision 153), for the staff who retry it. */
export const NOT_AT_PROVIDER = 'Razorpay has no refund for this request (the request got no answer); nothing was refunded, ask again.';

interface RefundDeps {
  db: Db;
  payments: { createRefund(paymentId: string, refund: { amount: number; receipt: string; notes: Record<string, string> }): Promise<ProviderRefund> };
  now: () => Date;
}

/** What a refund event or answer says of one refund (Razorpay's entity, in our names). */
export interface RefundOutcome {
  providerRefundId: string;
  receipt: string | null;
  status: string;
}

const refundSnapshot = (refund: RefundRow) => ({
  id: refund.id,
  amount: refund.amount,
  reason: refund.reason,
  revoke_enrolment: refund.revokeEnrolment,
  seats: refund.seats,
  status: refund.status,
});

/**
 * pending → processed or failed, under the order's lock then the refund's (the lock order of a
 * refund request): the credit note's figures depend on what the order's earlier notes credited.
 * A refund that is already finished is left alone: 'unchanged'.
 */
async function finishRefund(tx: Db, refund: RefundRow, status: 'processed' | 'failed', now: Date, failure: string | null, providerRefundId?: string) {
  await paymentsRepository(tx).findById(refund.paymentId, true);
  const repo = refundsRepository(tx);
  const current = await repo.findById(refund.id, true);
  if (!current) return 'ignored' as const;
  if (providerRefundId && !current.providerRefundId) await repo.setProviderId(current.id, providerRefundId, now);
  if (current.status !== 'pending') return 'unchanged' as const;
  await repo.finish(current.id, status, now, failure);
  if (status === 'processed') {
    await issueCreditNote(tx, current, now);
    // The course goes with the money, once the money has gone: a refund Razorpay refuses or
    // fails leaves the student paying, so they keep what they paid for.
    if (current.revokeEnrolment) {
      const order = await paymentsRepository(tx).findById(current.paymentId);
      if (order?.studentId) await repo.removeEnrolment(order.studentId, order.courseId);
    }
  }
  return status;
}

/** The credit note of a processed refund of an invoiced order (decision 142); nothing without an invoice. */
async function issueCreditNote(tx: Db, refund: RefundRow, now: Date) {
  const invoice = await invoicesRepository(tx).findByPaymentId(refund.paymentId);
  if (!invoice) return null;
  const repo = refundsRepository(tx);
  const already = await repo.creditedOnInvoice(invoice.id);
  const figures = creditNoteBreakdown(
    {
      taxablePaise: invoice.taxable,
      cgstPaise: invoice.cgst,
      sgstPaise: invoice.sgst,
      igstPaise: invoice.igst,
      totalPaise: invoice.total,
      regime: invoice.regime as 'intra_state' | 'inter_state',
    },
    already,
    refund.amount,
  );
  const financialYear = financialYearOf(now);
  const serial = await repo.allocateCreditNoteSerial(financialYear);
  return repo.insertCreditNote({
    number: formatInvoiceNumber(CREDIT_NOTE_PREFIX, financialYear, serial),
    refundId: refund.id,
    invoiceId: invoice.id,
    paymentId: refund.paymentId,
    userId: invoice.userId,
    financialYear,
    serial,
    issuedAt: now,
    taxable: figures.taxablePaise,
    cgst: figures.cgstPaise,
    sgst: figures.sgstPaise,
    igst: figures.igstPaise,
    total: figures.totalPaise,
    reason: refund.reason,
  });
}

/** Razorpay's refund status as ours: a refund it has not finished stays pending. */
const finalStatusOf = (status: string) => (status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : null);

export function refundsService({ db, payments, now }: RefundDeps) {
  async function view(order: PaymentRow): Promise<AdminOrderRefunds> {
    const repo = refundsRepository(db);
    const [rows, held, returned, invoice] = await Promise.all([
      repo.ofPayment(order.id),
      repo.heldAmount(order.id),
      repo.returnedSeats(order.id),
      invoicesRepository(db).findByPaymentId(order.id),
    ]);
    const company = order.companyId !== null;
    const paid = REFUNDABLE_STATUSES.has(order.status) && order.providerPaymentId !== null;
    return {
      order_id: order.id,
      amount_paid: REFUNDABLE_STATUSES.has(order.status) ? order.amount : 0,
      refunded: held,
      // A company order is refunded by bank and recorded here (decision 154); other offline money is not.
      refundable: paid && (company || !isOffline(order)) ? Math.max(0, order.amount - held) : 0,
      company_order: company,
      seats_returnable: company && paid ? Math.max(0, order.seats - returned) : 0,
      invoice_number: invoice?.number ?? null,
      refunds: rows.map(({ refund, creditNote }) => ({
        id: refund.id,
        amount: refund.amount,
        currency: refund.currency,
        status: refund.status,
        reason: refund.reason,
        revoke_enrolment: refund.revokeEnrolment,
        seats: refund.seats,
        provider_refund_id: refund.providerRefundId,
        failure: refund.failure,
        credit_note: creditNote ? { id: creditNote.id, number: creditNote.number, issued_at: creditNote.issuedAt.toISOString() } : null,
        created_at: refund.createdAt.toISOString(),
        processed_at: refund.processedAt?.toISOString() ?? null,
      })),
    };
  }

  async function findOrder(orderId: number) {
    const order = await paymentsRepository(db).findById(orderId);
    if (!order) throw notFound('Order');
    return order;
  }

  /** Applies what Razorpay said of a refund (its answer or a webhook), once. */
  async function applyOutcome(refundId: number, outcome: RefundOutcome) {
    const refund = await refundsRepository(db).findById(refundId);
    if (!refund) return 'ignored' as const;
    const status = finalStatusOf(outcome.status);
    return inTransaction(db, async (tx) => {
      if (status)
        return finishRefund(tx, refund, status, now(), status === 'failed' ? 'Razorpay reported the refund as failed.' : null, outcome.providerRefundId);
      // Still pending at Razorpay: only its id is news.
      await paymentsRepository(tx).findById(refund.paymentId, true);
      const current = await refundsRepository(tx).findById(refund.id, true);
      if (current && !current.providerRefundId) await refundsRepository(tx).setProviderId(current.id, outcome.providerRefundId, now());
      return 'unchanged' as const;
    });
  }

  /**
   * A company order's refund (decision 154). The company paid by bank, so the money goes back by
   * bank too: staff record the refund once they have sent it, and it is processed at once, with
   * its credit note, in one transaction under the order's lock then the pool's. The seats it
   * returns leave the company's pool, only while they are unused: a pool never ends below the
   * seats in use (409), and an order never returns more seats than it bought.
   */
  async function refundCompanyOrder(actorUserId: number, orderId: number, input: Required<RefundRequest>) {
    await inTransaction(db, async (tx) => {
      const order = (await paymentsRepository(tx).findById(orderId, true))!;
      if (!REFUNDABLE_STATUSES.has(order.status) || !order.providerPaymentId) throw new DomainError('conflict', REFUND_MESSAGES.notRefundable);
      if (input.revoke_enrolment) throw invalidAt('revoke_enrolment', REFUND_MESSAGES.companyNoEnrolment);
      const repo = refundsRepository(tx);
      const held = await repo.heldAmount(order.id);
      if (input.amount > order.amount - held) throw new DomainError('conflict', REFUND_MESSAGES.tooMuch);
      const left = order.seats - (await repo.returnedSeats(order.id));
      if (input.seats > left) throw new DomainError('conflict', REFUND_MESSAGES.seatsTooMany(left));
      const companies = companiesRepository(tx);
      let pool: { id: number; before: number; after: number } | null = null;
      if (input.seats > 0) {
        const locked = await companies.lockPoolOfCourse(order.companyId!, order.courseId, order.batchId);
        const used = locked ? await companies.usedSeats(locked.id) : 0;
        const free = locked ? Math.max(0, locked.seats - used) : 0;
        if (!locked || input.seats > free) throw new DomainError('conflict', REFUND_MESSAGES.seatsInUse(used, free));
        const shrunk = await companies.addSeats(locked.id, -input.seats);
        pool = { id: locked.id, before: locked.seats, after: shrunk.seats };
      }
      const at = now();
      const created = await repo.insert({
        paymentId: order.id,
        amount: input.amount,
        currency: order.currency,
        status: 'processed',
        reason: input.reason,
        revokeEnrolment: false,
        seats: input.seats,
        requestedBy: actorUserId,
        processedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      const note = await issueCreditNote(tx, created, at);
      await recordAudit(tx, {
        actorUserId,
        action: 'order.refund',
        entity: 'order',
        entityId: order.id,
        before: { refunded: held },
        after: { refunded: held + input.amount, refund: refundSnapshot(created), credit_note: note?.number ?? null },
      });
      if (pool) {
        await recordAudit(tx, {
          actorUserId,
          action: 'company.pool_refund',
          entity: 'company',
          entityId: order.companyId!,
          before: { pool_id: pool.id, seats: pool.before },
          after: { pool_id: pool.id, seats: pool.after, order_id: order.id, refund_id: created.id },
        });
      }
    });
  }

  return {
    view: async (orderId: number) => view(await findOrder(orderId)),

    /**
     * Records the refund as pending under the order's lock (409 past the remainder), then asks the
     * provider. Refused by Razorpay: recorded as failed, 502. No answer: it stays pending (the
     * money may have moved; the webhook settles it), 503.
     */
    async request(actorUserId: number, orderId: number, input: Required<RefundRequest>): Promise<AdminOrderRefunds> {
      const { order, refund } = await inTransaction(db, async (tx) => {
        const found = await paymentsRepository(tx).findById(orderId, true);
        if (!found) throw notFound('Order');
        if (!REFUNDABLE_STATUSES.has(found.status)) throw new DomainError('conflict', REFUND_MESSAGES.notRefundable);
        if (found.companyId !== null) return { order: found, refund: null };
        if (input.seats > 0) throw invalidAt('seats', REFUND_MESSAGES.seatsNotCompany);
        if (!found.providerPaymentId) throw new DomainError('conflict', REFUND_MESSAGES.noProviderPayment);
        if (isOffline(found)) throw new DomainError('conflict', REFUND_MESSAGES.offlinePayment);
        const repo = refundsRepository(tx);
        const held = await repo.heldAmount(found.id);
        if (input.amount > found.amount - held) throw new DomainError('conflict', REFUND_MESSAGES.tooMuch);
        const created = await repo.insert({
          paymentId: found.id,
          amount: input.amount,
          currency: found.currency,
          reason: input.reason,
          revokeEnrolment: input.revoke_enrolment,
          requestedBy: actorUserId,
          createdAt: now(),
          updatedAt: now(),
        });
        await recordAudit(tx, {
          actorUserId,
          action: 'order.refund',
          entity: 'order',
          entityId: found.id,
          before: { refunded: held },
          // revoke_enrolment (in the refund) says the course goes when the refund is processed.
          after: { refunded: held + input.amount, refund: refundSnapshot(created), enrolment_revoked: input.revoke_enrolment },
        });
        return { order: found, refund: created };
      });
      if (refund === null) {
        await refundCompanyOrder(actorUserId, orderId, input);
        return view((await paymentsRepository(db).findById(orderId))!);
      }

      let answer: ProviderRefund;
      try {
        answer = await payments.createRefund(order.providerPaymentId!, {
          amount: refund.amount,
          receipt: refundReceipt(refund.id),
          notes: { refund_id: String(refund.id), order_id: order.orderId },
        });
      } catch (error) {
        if (error instanceof RefundRefusedError) {
          await inTransaction(db, (tx) => finishRefund(tx, refund, 'failed', now(), error.message.slice(0, 500)));
          throw new DomainError('provider_failed', `${REFUND_MESSAGES.providerRefused} (${error.message.slice(0, 200)})`);
        }
        if (error instanceof PaymentProviderError) throw new DomainError('unavailable', REFUND_MESSAGES.outcomeUnknown);
        throw error;
      }
      await applyOutcome(refund.id, { providerRefundId: answer.id, receipt: answer.receipt, status: answer.status });
      return view(order);
    },

    /**
     * refund.processed or refund.failed (decision 142): found by Razorpay's id, or by our receipt
     * when the webhook overtook the answer that carries that id. 'ignored' for a refund we never
     * asked for (one made in Razorpay's dashboard).
     */
    async applyWebhook(event: 'refund.processed' | 'refund.failed', outcome: RefundOutcome) {
      const repo = refundsRepository(db);
      const byId = await repo.findByProviderId(outcome.providerRefundId);
      const receipt = outcome.receipt ? RECEIPT.exec(outcome.receipt) : null;
      const refundId = byId?.id ?? (receipt ? Number(receipt[1]) : null);
      if (refundId === null) return 'ignored' as const;
      const status = event === 'refund.processed' ? 'processed' : 'failed';
      return applyOutcome(refundId, { ...outcome, status });
    },

    /** What Razorpay answered when asked about a refund (the reconciliation job, decision 148), applied once. */
    applyLookup: (refundId: number, outcome: RefundOutcome) => applyOutcome(refundId, outcome),

    /**
     * Razorpay lists no refund for our request a window after it was asked for (its create call
     * got no answer, decision 153): nothing was refunded, so the refund fails and its amount is
     * free for staff to ask again. A webhook or answer that settled it first wins: 'unchanged'.
     */
    async applyMissing(refundId: number) {
      const refund = await refundsRepository(db).findById(refundId);
      if (!refund) return 'ignored' as const;
      return inTransaction(db, (tx) => finishRefund(tx, refund, 'failed', now(), NOT_AT_PROVIDER));
    },

    counts: () => refundsRepository(db).attentionCounts(),

    /** The credit notes of a student's orders, by order id (their orders list). */
    async creditNotesOf(orderIds: number[]) {
      const byOrder = new Map<number, Array<{ id: number; number: string }>>();
      for (const note of await refundsRepository(db).creditNotesOf(orderIds)) {
        if (note.paymentId === null) continue;
        byOrder.set(note.paymentId, [...(byOrder.get(note.paymentId) ?? []), { id: note.id, number: note.number }]);
      }
      return byOrder;
    },

    /** A credit note for staff: the row and its invoice, for the PDF. */
    async creditNote(id: number) {
      const note = await refundsRepository(db).findCreditNote(id);
      if (!note) throw notFound('Credit note');
      return withInvoice(db, note);
    },

    /** A student's own credit note of their order; anyone else's is a 404 like a missing one. */
    async ownCreditNote(userId: number, orderId: number, id: number) {
      const note = await refundsRepository(db).findOwnCreditNote(id, orderId, userId);
      if (!note) throw notFound('Credit note');
      return withInvoice(db, note);
    },
  };
}

async function withInvoice(db: Db, note: NonNullable<Awaited<ReturnType<ReturnType<typeof refundsRepository>['findCreditNote']>>>) {
  const invoice = await invoicesRepository(db).findById(note.invoiceId);
  if (!invoice) throw notFound('Credit note');
  return { note, invoice };
}
