// Razorpay Standard Checkout (docs/decisions/107-razorpay-checkout.md): checkout.js is loaded
// only when a student pays, from the runtime config's paymentCheckoutUrl, then
// `new Razorpay(options).open()`. Razorpay draws its own modal, so this renders nothing.
import { useEffect, useEffectEvent } from 'react';
import { BRAND_NAME, checkoutScriptUrl, theme, useAuthStore } from 'mfe-shared';
import { loadScript } from '../../../lib/load-script';
import type { CheckoutOutcome, CheckoutProps } from './checkout-outcome';

/** The part of checkout.js's surface the portal uses, as Razorpay documents it. */
interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayFailure {
  error?: { description?: string };
}
interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export function RazorpayCheckout({ order, course, onOutcome, onAttemptFailed }: CheckoutProps) {
  const user = useAuthStore((state) => state.user);
  // The effect opens the checkout once per order. What it shows (the course, the student) and
  // whom it tells are effect events: read when the modal opens or answers, never a reason to
  // open it again.
  const checkoutOptions = useEffectEvent(() => ({
    key: order.key_id,
    order_id: order.order_id,
    amount: order.amount,
    currency: order.currency,
    name: BRAND_NAME,
    description: course.course_title,
    prefill: { name: user?.name ?? '', email: user?.email ?? '' },
    theme: { color: theme.color.brand },
  }));
  const reportOutcome = useEffectEvent((outcome: CheckoutOutcome) => void onOutcome(outcome));
  const reportAttemptFailed = useEffectEvent((reason: string | undefined) => onAttemptFailed(reason));

  useEffect(() => {
    let open = true;
    let instance: RazorpayInstance | null = null;
    let lastFailure: string | undefined;
    let failed = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (!open) return;
      open = false;
      reportOutcome(outcome);
    };

    loadScript(checkoutScriptUrl())
      .then(() => {
        if (!open) return;
        const Razorpay = window.Razorpay;
        if (!Razorpay) throw new Error('checkout.js defined no Razorpay');
        instance = new Razorpay({
          ...checkoutOptions(),
          handler: (response: RazorpaySuccess) =>
            settle({
              kind: 'paid',
              receipt: {
                order_id: response.razorpay_order_id,
                payment_id: response.razorpay_payment_id,
                signature: response.razorpay_signature,
              },
            }),
          // Closing after a failed attempt is a failure; closing before any attempt, a dismissal.
          modal: { ondismiss: () => settle(failed ? { kind: 'failed', reason: lastFailure } : { kind: 'dismissed' }) },
        });
        // Razorpay keeps its modal open to retry; the page says what happened meanwhile.
        instance.on('payment.failed', (response) => {
          failed = true;
          lastFailure = response.error?.description;
          reportAttemptFailed(lastFailure);
        });
        instance.open();
      })
      .catch(() => settle({ kind: 'unavailable' }));

    return () => {
      if (open) instance?.close();
      open = false;
    };
  }, [order.order_id]);

  return null;
}
