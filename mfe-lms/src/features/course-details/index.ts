// Public entry of the course-details feature for the rest of the portal: the provider checkout
// and its confirmation, which the Orders page's "Pay now" reuses. Loaded lazily there.
export { PaymentCheckout } from './components/payment-checkout';
export type { CheckoutOutcome } from './components/checkout-outcome';
export { confirmPayment } from './api/confirm-payment';
