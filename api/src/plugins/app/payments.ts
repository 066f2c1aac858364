// Payment providers behind one interface, chosen by PAYMENT_PROVIDER. Both use Razorpay's
// signature scheme; `test` creates orders locally so development and tests need no account.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { hmacHex, paymentSignature, signaturesMatch } from '../../domain/signature';
import { razorpayApi, type ProviderRefund } from '../../lib/razorpay-api';
import type { PaymentRow } from '../../repositories/payments';
import { confirmWithProvider } from '../../services/payment-confirmation';

export interface PaymentProvider {
  name: string;
  keyId: string;
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ orderId: string }>;
  /**
   * Resolves when the provider's own record says this payment paid this order (after the
   * signature check); otherwise a 4xx/5xx HttpError, and the order stays open.
   */
  confirmPayment(order: Pick<PaymentRow, 'orderId' | 'amount' | 'currency'>, paymentId: string, log: FastifyBaseLogger): Promise<void>;
  /** Asks the provider to refund part or all of a captured payment (decision 142). */
  createRefund(paymentId: string, refund: { amount: number; receipt: string; notes: Record<string, string> }): Promise<ProviderRefund>;
  /** The provider's refund as it stands now, or null when it does not know the id (decision 148). */
  fetchRefund(refundId: string): Promise<ProviderRefund | null>;
  /** Every refund of a captured payment, to find one whose create call got no answer (decision 153). */
  listPaymentRefunds(paymentId: string): Promise<ProviderRefund[]>;
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

export default fp(
  async (app) => {
    const { PAYMENT_PROVIDER, PAYMENT_KEY_ID, PAYMENT_KEY_SECRET, PAYMENT_WEBHOOK_SECRET, RAZORPAY_API_URL } = app.config;
    const common = {
      name: PAYMENT_PROVIDER,
      keyId: PAYMENT_KEY_ID,
      verifyPaymentSignature: (orderId: string, paymentId: string, signature: string) =>
        signaturesMatch(paymentSignature(PAYMENT_KEY_SECRET, orderId, paymentId), signature),
      verifyWebhookSignature: (rawBody: Buffer, signature: string) => signaturesMatch(hmacHex(PAYMENT_WEBHOOK_SECRET, rawBody), signature),
    };
    const specific: Pick<PaymentProvider, 'createOrder' | 'confirmPayment' | 'createRefund' | 'fetchRefund' | 'listPaymentRefunds'> =
      PAYMENT_PROVIDER === 'razorpay'
        ? (() => {
            const api = razorpayApi({ baseUrl: RAZORPAY_API_URL, keyId: PAYMENT_KEY_ID, keySecret: PAYMENT_KEY_SECRET });
            return {
              createOrder: api.createOrder,
              confirmPayment: (order, paymentId, log) => confirmWithProvider(api, order, paymentId, log),
              createRefund: api.createRefund,
              fetchRefund: api.fetchRefund,
              listPaymentRefunds: api.listPaymentRefunds,
            };
          })()
        : {
            createOrder: async () => ({ orderId: `order_test_${randomBytes(9).toString('hex')}` }),
            // The test checkout keeps no payment records: its signature is the whole proof.
            confirmPayment: async () => undefined,
            // No money moved, so the refund is done at once.
            createRefund: async (paymentId, refund) => ({
              id: `rfnd_test_${randomBytes(7).toString('hex')}`,
              paymentId,
              amount: refund.amount,
              status: 'processed',
              receipt: refund.receipt,
              notes: refund.notes,
            }),
            // Its refunds are processed in the answer, so none is ever pending to look up.
            fetchRefund: async () => null,
            // ...and every create call is answered, so none is ever looked for by its payment.
            listPaymentRefunds: async () => [],
          };
    app.decorate('payments', { ...common, ...specific } satisfies PaymentProvider);
  },
  { name: 'payments', dependencies: ['config'] },
);
