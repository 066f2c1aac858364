// One client interface over the providers' checkouts: each takes the open order and reports
// one outcome. `razorpay` opens Razorpay's Standard Checkout; `test` (and anything else the
// API may name) keeps the local test dialog. The panel decides what each outcome means.
// The test dialog (Radix Dialog: focus scope, dismissable layer, portal, scroll lock, about
// 10 KB gzip) loads when an order opens it, not with the course page (decision 032): a course
// page a student only reads never fetches it, and nothing shows until the order exists anyway.
import { lazy, Suspense } from 'react';
import type { CheckoutProps } from './checkout-outcome';
import { RazorpayCheckout } from './razorpay-checkout';

const TestCheckoutDialog = lazy(() => import('./test-checkout-dialog').then((m) => ({ default: m.TestCheckoutDialog })));

export function PaymentCheckout(props: CheckoutProps) {
  return props.order.provider === 'razorpay' ? (
    <RazorpayCheckout {...props} />
  ) : (
    <Suspense fallback={null}>
      <TestCheckoutDialog {...props} />
    </Suspense>
  );
}
