// What the provider's checkout would hand back to the browser, signed the Razorpay way.
import { randomBytes } from 'node:crypto';
import { hmacHex, paymentSignature } from '../../src/domain/signature';
import { TEST_ENV } from './app';

export const fakePaymentId = () => `pay_${randomBytes(7).toString('hex')}`;

export const checkoutResult = (orderId: string, paymentId = fakePaymentId()) => ({
  order_id: orderId,
  payment_id: paymentId,
  signature: paymentSignature(TEST_ENV.PAYMENT_KEY_SECRET!, orderId, paymentId),
});

export function webhookRequest(body: object, eventId: string, secret = TEST_ENV.PAYMENT_WEBHOOK_SECRET!) {
  const payload = JSON.stringify(body);
  return {
    method: 'POST' as const,
    url: '/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, payload),
      'x-razorpay-event-id': eventId,
    },
    payload,
  };
}

export const capturedEvent = (orderId: string, paymentId: string, amount: number, currency = 'INR') => ({
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency, status: 'captured' } } },
});

/** Razorpay's order.paid: the payment and the order it paid. */
export const orderPaidEvent = (orderId: string, paymentId: string, amount: number) => ({
  event: 'order.paid',
  payload: {
    payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } },
    order: { entity: { id: orderId, amount, amount_paid: amount, status: 'paid' } },
  },
});
