// Payment providers behind one interface, chosen by PAYMENT_PROVIDER. Both use Razorpay's
// signature scheme; `test` creates orders locally so development and tests need no account.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { hmacHex, paymentSignature, signaturesMatch } from '../../domain/signature';
import { razorpayApi, type ProviderPayment } from '../../lib/razorpay-api';

export interface PaymentProvider {
  name: string;
  keyId: string;
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ orderId: string }>;
  /** The provider's own record of a payment; null when it knows no such payment. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
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
      verifyWebhookSignature: (rawBody: Buffer, signature: string) =>
        signaturesMatch(hmacHex(PAYMENT_WEBHOOK_SECRET, rawBody), signature),
    };
    const remote =
      PAYMENT_PROVIDER === 'razorpay'
        ? razorpayApi({ baseUrl: RAZORPAY_API_URL, keyId: PAYMENT_KEY_ID, keySecret: PAYMENT_KEY_SECRET })
        : {
            createOrder: async () => ({ orderId: `order_test_${randomBytes(9).toString('hex')}` }),
            // The test checkout keeps no payment records (its signature is the whole proof), so
            // there is nothing to look up: the payment-status route asks only a real provider.
            fetchPayment: async () => null,
          };
    app.decorate('payments', {
      ...common,
      createOrder: remote.createOrder,
      fetchPayment: remote.fetchPayment,
    } satisfies PaymentProvider);
  },
  { name: 'payments', dependencies: ['config'] },
);
