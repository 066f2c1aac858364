// Refund reconciliation (decision 148). A refund stays pending until Razorpay's answer or its
// refund.processed / refund.failed webhook says how it ended; a webhook can be lost (our outage
// past Razorpay's retries, a changed secret). Every replica runs this job: it claims the refunds
// still pending some minutes after they were asked for (SKIP LOCKED, with updated_at as the
// lease, so replicas split them and each is looked at once per window), asks Razorpay
// (GET /v1/refunds/:id) outside any transaction, and applies the answer through the same step the
// webhook takes. That step locks the order then the refund and changes only a pending refund, so
// the job, a late webhook and another replica racing on one refund settle it exactly once: one
// credit note for a processed refund, one failed row for a failed one.
// A refund whose create call got no answer has no Razorpay id (decision 153): it is looked for
// among its payment's refunds (GET /v1/payments/:id/refunds) by the receipt and notes we sent
// with it (our refund id) and its amount. Found, it is settled like any lookup; not there a window
// after the request, Razorpay never made it, so it fails for staff to ask again. The job never
// asks Razorpay to refund: a retry is a new request by staff.
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { PaymentProviderError, type ProviderRefund } from '../lib/razorpay-api';
import { paymentsRepository } from '../repositories/payments';
import { refundsRepository, type RefundRow } from '../repositories/refunds';
import { refundReceipt, refundsService } from './refunds';

/** Refunds claimed per transaction: a short lock, and the provider asked between claims. */
export const RECONCILE_BATCH_SIZE = 25;

export interface ReconcileResult {
  /** Refunds looked up at Razorpay. */
  checked: number;
  /** Settled by this run: processed (a credit note when invoiced) or failed (also: not at Razorpay at all). */
  processed: number;
  failed: number;
  /** Still pending at Razorpay, already settled by a webhook, or unknown to it: left as they are. */
  unchanged: number;
  /** Razorpay did not answer: looked at again one window later. */
  unanswered: number;
}

export interface ReconcileDeps {
  db: Db;
  payments: {
    fetchRefund(refundId: string): Promise<ProviderRefund | null>;
    listPaymentRefunds(paymentId: string): Promise<ProviderRefund[]>;
    createRefund(paymentId: string, refund: { amount: number; receipt: string; notes: Record<string, string> }): Promise<ProviderRefund>;
  };
  /** Pending longer than this, a refund is looked up. */
  afterMinutes: number;
  log: { warn(details: object, message: string): void };
}

export async function reconcilePendingRefunds(deps: ReconcileDeps, now: Date): Promise<ReconcileResult> {
  const service = refundsService({ db: deps.db, payments: deps.payments, now: () => now });
  const cutoff = new Date(now.getTime() - deps.afterMinutes * 60_000);
  const result: ReconcileResult = { checked: 0, processed: 0, failed: 0, unchanged: 0, unanswered: 0 };
  for (;;) {
    // Claimed rows get updated_at = now, past the cutoff, so the loop never takes one twice.
    const claimed = await inTransaction(deps.db, (tx) => refundsRepository(tx).claimStalePending(cutoff, now, RECONCILE_BATCH_SIZE));
    for (const refund of claimed) {
      let answer: ProviderRefund | null;
      try {
        answer = refund.providerRefundId ? await deps.payments.fetchRefund(refund.providerRefundId) : await findByOurReference(deps, refund);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps.log.warn({ refundId: refund.id, reason: error.message }, 'refund reconciliation: Razorpay did not answer');
        result.unanswered += 1;
        continue;
      }
      result.checked += 1;
      if (!answer && !refund.providerRefundId) {
        deps.log.warn({ refundId: refund.id }, 'refund reconciliation: Razorpay never made this refund; marked failed');
        if ((await service.applyMissing(refund.id)) === 'failed') result.failed += 1;
        else result.unchanged += 1;
        continue;
      }
      if (!answer) {
        deps.log.warn({ refundId: refund.id }, 'refund reconciliation: Razorpay does not know this refund');
        result.unchanged += 1;
        continue;
      }
      const outcome = await service.applyLookup(refund.id, { providerRefundId: answer.id, receipt: answer.receipt, status: answer.status });
      if (outcome === 'processed') result.processed += 1;
      else if (outcome === 'failed') result.failed += 1;
      else result.unchanged += 1;
    }
    if (claimed.length < RECONCILE_BATCH_SIZE) return result;
  }
}

/** Our refund among its payment's refunds at Razorpay: our receipt or notes, and our amount. */
async function findByOurReference(deps: ReconcileDeps, refund: RefundRow): Promise<ProviderRefund | null> {
  const order = await paymentsRepository(deps.db).findById(refund.paymentId);
  if (!order?.providerPaymentId) return null;
  const ours = (candidate: ProviderRefund) =>
    (candidate.receipt === refundReceipt(refund.id) || candidate.notes.refund_id === String(refund.id)) && candidate.amount === refund.amount;
  return (await deps.payments.listPaymentRefunds(order.providerPaymentId)).find(ours) ?? null;
}
