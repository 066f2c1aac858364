// Offline payments (decision 142): staff record a bank transfer, UPI payment or cheque against an
// order, with its proof checked by content and kept in the file storage. The record is one row per
// order, inserted under the order's lock, so when two staff record the same money at once exactly
// one row is written (the other is a 409); that one then settles the order through the very step
// an online payment takes (settlePayment: paid, enrolled, the invoice and the receipt mail, or
// refund_due when the order can no longer be honoured).
import type { Readable } from 'node:stream';
import {
  OFFLINE_PAYMENT_MESSAGES,
  offlineProofFilename,
  type AdminOfflinePayment,
  type OfflinePaymentFields,
  type OfflinePaymentResponse,
} from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { recordAudit } from '../repositories/audit';
import { offlinePaymentsRepository } from '../repositories/offline-payments';
import { paymentsRepository } from '../repositories/payments';
import { refundsRepository } from '../repositories/refunds';
import { checkResourceContent } from '../storage/content-check';
import { storageKey, type FileStorage } from '../storage/file-storage';
import { settleCompanyOrder } from './company-orders';
import { RefundDueError, settlePayment } from './enrolment';

/** A transfer slip or a cheque scan: a document or a picture, nothing a reader would open blind. */
const PROOF_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);
/** Orders that have not taken money yet (decision 106's states a late payment may still settle). */
const PAYABLE: ReadonlySet<string> = new Set(['created', 'cancelled', 'expired']);

/** The provider payment id an offline payment settles with: unique like Razorpay's. */
export const offlinePaymentId = (id: number) => `offline_${id}`;

/** uidHost: the calendar invites' UID host, so a batch seat bought offline gets its invite like an online one (decision 146). */
export function offlinePaymentsService({ db, storage, now, uidHost }: { db: Db; storage: FileStorage; now: () => Date; uidHost: string }) {
  return {
    /** The order's offline payments, newest first; a missing order is a 404, not an empty list. */
    async list(orderId: number): Promise<AdminOfflinePayment[]> {
      if (!(await paymentsRepository(db).findById(orderId))) throw notFound('Order');
      const rows = await offlinePaymentsRepository(db).ofPayment(orderId);
      return rows.map(({ payment, recordedBy }) => ({
        id: payment.id,
        order_id: payment.paymentId,
        method: payment.method,
        reference: payment.reference,
        received_on: payment.receivedOn,
        amount: payment.amount,
        proof_type: payment.proofType,
        recorded_by: recordedBy,
        created_at: payment.createdAt.toISOString(),
      }));
    },

    /**
     * The proof's bytes with the type they were checked to be when recorded, and a download name
     * the server makes (the uploader's name is never kept, decision 131).
     */
    async proof(id: number): Promise<{ stream: Readable; contentType: string; fileName: string }> {
      const row = await offlinePaymentsRepository(db).findById(id);
      if (!row) throw notFound('Offline payment');
      const stream = await storage.read(row.proofKey);
      if (!stream) throw new DomainError('not_found', OFFLINE_PAYMENT_MESSAGES.proofGone);
      return { stream, contentType: row.proofType, fileName: offlineProofFilename(row.id, row.proofType) };
    },

    async record(
      actorUserId: number,
      orderId: number,
      fields: OfflinePaymentFields,
      proof: { fileName: string; bytes: Buffer },
    ): Promise<OfflinePaymentResponse> {
      const verdict = await checkResourceContent(proof.bytes, proof.fileName, PROOF_TYPES);
      if (!verdict.ok) throw new DomainError('unsupported_type', OFFLINE_PAYMENT_MESSAGES.proofType);
      const key = storageKey('offline-payments', orderId);
      await storage.put(key, proof.bytes, verdict.content.contentType);
      let recorded: { id: number; orderId: string; paymentId: number; companyId: number | null };
      try {
        recorded = await inTransaction(db, async (tx) => {
          const order = await paymentsRepository(tx).findById(orderId, true);
          if (!order) throw notFound('Order');
          if (!PAYABLE.has(order.status)) throw new DomainError('conflict', OFFLINE_PAYMENT_MESSAGES.notPayable);
          if (fields.amount !== order.amount) {
            throw new DomainError('invalid', OFFLINE_PAYMENT_MESSAGES.wrongAmount, { fields: { 'body.amount': OFFLINE_PAYMENT_MESSAGES.wrongAmount } });
          }
          const row = await refundsRepository(tx).insertOfflinePayment({
            paymentId: order.id,
            method: fields.method,
            reference: fields.reference,
            receivedOn: fields.received_on,
            amount: fields.amount,
            proofKey: key,
            proofType: verdict.content.contentType,
            recordedBy: actorUserId,
          });
          await recordAudit(tx, {
            actorUserId,
            action: 'order.offline_payment',
            entity: 'order',
            entityId: order.id,
            before: { status: order.status },
            after: { method: fields.method, reference: fields.reference, received_on: fields.received_on, amount: fields.amount },
          });
          return { id: row.id, orderId: order.orderId, paymentId: order.id, companyId: order.companyId };
        });
      } catch (error) {
        await storage.delete(key).catch(() => undefined); // nothing refers to it
        if (isUniqueViolation(error)) throw new DomainError('conflict', OFFLINE_PAYMENT_MESSAGES.alreadyRecorded);
        throw error;
      }
      let status: OfflinePaymentResponse['status'] = 'paid';
      // A company order (decision 154) settles its own way: the invoice to the company, the pool grows.
      if (recorded.companyId !== null) {
        await settleCompanyOrder(db, recorded.paymentId, offlinePaymentId(recorded.id), { now: now(), actorUserId });
        return { order_id: orderId, status, offline_payment_id: recorded.id };
      }
      try {
        await settlePayment(db, recorded.orderId, offlinePaymentId(recorded.id), { now: now(), uidHost });
      } catch (error) {
        if (!(error instanceof RefundDueError)) throw error;
        status = 'refund_due';
      }
      return { order_id: orderId, status, offline_payment_id: recorded.id };
    },
  };
}
