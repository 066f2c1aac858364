import { apiFetch } from 'mfe-shared';
import type { PaymentOrder } from '@sap-academy/contracts/enrolment';
import { lmsApi } from '@sap-academy/contracts/paths';
import { testCheckoutResponseSchema } from '@sap-academy/contracts/test-checkout';

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
