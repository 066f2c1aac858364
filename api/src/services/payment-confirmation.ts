// Razorpay's checklist before giving what was paid for: a valid signature proves the browser's
// three values came from the checkout, the provider's own record proves the money moved for
// this order (amount, currency, status). Failing to ask is not a "no": the order stays open
// for a retry or the webhook.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../config/constants';
import type { Db } from '../db/client';
import { outbox, students, users } from '../db/schema';
import { DomainError } from '../domain/errors';
import { PaymentProviderError, type ProviderPayment } from '../lib/razorpay-api';
import { templatedMail } from '../mail/mail-kinds';
import type { PaymentRow } from '../repositories/payments';

/** Razorpay: 'authorized' has the money held (auto-capture follows), 'captured' has it taken. */
export const SETTLEABLE_STATUSES: ReadonlySet<string> = new Set(['authorized', 'captured']);

/** Where a provider outage is reported: the request's logger, as a plain value (decision 124). */
export interface WarningLog {
  warn(fields: object, message: string): void;
}

export async function confirmWithProvider(
  provider: { fetchPayment(paymentId: string): Promise<ProviderPayment | null> },
  order: Pick<PaymentRow, 'orderId' | 'amount' | 'currency'>,
  paymentId: string,
  log: WarningLog,
): Promise<void> {
  let found;
  try {
    found = await provider.fetchPayment(paymentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error, orderId: order.orderId }, 'payment confirmation: provider unavailable');
    throw new DomainError(error.kind === 'unreachable' ? 'unavailable' : 'provider_failed', MESSAGES.paymentProviderUnavailable);
  }
  if (!found) throw new DomainError('rejected', MESSAGES.paymentUnknown);
  if (found.orderId !== order.orderId) throw new DomainError('rejected', MESSAGES.paymentWrongOrder);
  if (found.amount !== order.amount || found.currency.toUpperCase() !== order.currency.toUpperCase()) {
    throw new DomainError('rejected', MESSAGES.paymentWrongAmount);
  }
  if (!SETTLEABLE_STATUSES.has(found.status)) throw new DomainError('payment_required', MESSAGES.paymentNotCompleted);
}

/**
 * Queues the receipt mail of an order that has just become paid, in the transaction that made it
 * paid (services/enrolment.ts settles under a lock on the student and the order, and only the
 * settlement that moves the order to paid calls this): the browser's confirmation and the
 * webhook may race, but one receipt is queued, and none if the transition rolls back. The outbox
 * worker renders it, PDF included, when it sends; the caller pokes the outbox after commit.
 */
export async function queueReceiptMail(tx: Db, payment: { id: number; studentId: number }): Promise<void> {
  const [student] = await tx
    .select({ email: users.email })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, payment.studentId));
  if (!student) return; // the account is gone (deleted in the same instant): nobody to mail
  await tx.insert(outbox).values(templatedMail(student.email, 'receipt', { paymentId: payment.id }));
}
