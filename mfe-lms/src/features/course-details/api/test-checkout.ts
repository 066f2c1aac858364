import { apiFetch } from 'mfe-shared';
import { lmsApi, testCheckoutResponseSchema, type PaymentOrder } from 'mfe-shared/contracts';

/**
 * The `test` provider's stand-in for a hosted checkout: the API answers as the provider would
 * (a payment id and its signature), or declines. Never available with a real provider.
 */
export function testCheckout(order: PaymentOrder, outcome: 'success' | 'failure') {
  return apiFetch(lmsApi.testCheckout(), {
    method: 'POST',
    body: { order_id: order.order_id, outcome },
    schema: testCheckoutResponseSchema,
  });
}
