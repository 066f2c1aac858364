// Razorpay's checklist before giving what was paid for: a valid signature proves the browser's
// three values came from the checkout, the provider's own record proves the money moved for
// this order (amount, currency, status). Failing to ask is not a "no": the order stays open
// for a retry or the webhook.
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../config/constants';
import { HttpError } from '../lib/http-error';
import { PaymentProviderError, type ProviderPayment } from '../lib/razorpay-api';
import type { PaymentRow } from '../repositories/payments';

/** Razorpay: 'authorized' has the money held (auto-capture follows), 'captured' has it taken. */
export const SETTLEABLE_STATUSES: ReadonlySet<string> = new Set(['authorized', 'captured']);

export async function confirmWithProvider(
  provider: { fetchPayment(paymentId: string): Promise<ProviderPayment | null> },
  order: Pick<PaymentRow, 'orderId' | 'amount' | 'currency'>,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  let found;
  try {
    found = await provider.fetchPayment(paymentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error, orderId: order.orderId }, 'payment confirmation: provider unavailable');
    throw new HttpError(error.kind === 'unreachable' ? 503 : 502, MESSAGES.paymentProviderUnavailable);
  }
  if (!found) throw new HttpError(400, MESSAGES.paymentUnknown);
  if (found.orderId !== order.orderId) throw new HttpError(400, MESSAGES.paymentWrongOrder);
  if (found.amount !== order.amount || found.currency.toUpperCase() !== order.currency.toUpperCase()) {
    throw new HttpError(400, MESSAGES.paymentWrongAmount);
  }
  if (!SETTLEABLE_STATUSES.has(found.status)) throw new HttpError(402, MESSAGES.paymentNotCompleted);
}
