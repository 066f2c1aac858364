// One client interface over the providers' checkouts: each takes the open order and reports
// one outcome. `razorpay` opens Razorpay's Standard Checkout; `test` (and anything else the
// API may name) keeps the local test dialog. The panel decides what each outcome means.
import type { CheckoutProps } from './checkout-outcome';
import { RazorpayCheckout } from './razorpay-checkout';
import { TestCheckoutDialog } from './test-checkout-dialog';

export function PaymentCheckout(props: CheckoutProps) {
  return props.order.provider === 'razorpay' ? <RazorpayCheckout {...props} /> : <TestCheckoutDialog {...props} />;
}
