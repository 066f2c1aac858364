// Payment providers behind one interface, chosen by PAYMENT_PROVIDER. Both use Razorpay's
// signature scheme; `test` creates orders locally so development and tests need no account.
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { hmacHex, paymentSignature, signaturesMatch } from '../../domain/signature';

export interface PaymentProvider {
  name: string;
  keyId: string;
  createOrder(input: { amount: number; currency: string; receipt: string }): Promise<{ orderId: string }>;
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

export default fp(
  async (app) => {
    const { PAYMENT_PROVIDER, PAYMENT_KEY_ID, PAYMENT_KEY_SECRET, PAYMENT_WEBHOOK_SECRET } = app.config;
    const common = {
      name: PAYMENT_PROVIDER,
      keyId: PAYMENT_KEY_ID,
      verifyPaymentSignature: (orderId: string, paymentId: string, signature: string) =>
        signaturesMatch(paymentSignature(PAYMENT_KEY_SECRET, orderId, paymentId), signature),
      verifyWebhookSignature: (rawBody: Buffer, signature: string) =>
        signaturesMatch(hmacHex(PAYMENT_WEBHOOK_SECRET, rawBody), signature),
    };
    const createOrder: PaymentProvider['createOrder'] =
      PAYMENT_PROVIDER === 'razorpay'
        ? async (input) => {
            const response = await fetch(RAZORPAY_ORDERS_URL, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Basic ${Buffer.from(`${PAYMENT_KEY_ID}:${PAYMENT_KEY_SECRET}`).toString('base64')}`,
              },
              body: JSON.stringify(input),
              signal: AbortSignal.timeout(10_000),
            });
            if (!response.ok) throw new Error(`razorpay order creation failed: ${response.status}`);
            const order = (await response.json()) as { id: string };
            return { orderId: order.id };
          }
        : async () => ({ orderId: `order_test_${randomBytes(9).toString('hex')}` });
    app.decorate('payments', { ...common, createOrder } satisfies PaymentProvider);
  },
  { name: 'payments', dependencies: ['config'] },
);
