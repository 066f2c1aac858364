// An open order offers "Pay now", which opens the provider's checkout for that very
// order (POST …/checkout: no second order, the same amount and coupon), and "Cancel". The
// checkout and its confirmation are the course page's (decision 107), loaded only on Pay now.
import { lazy, Suspense, useState } from 'react';
import { Button, errorMessage, formatPrice, toast, useAuthStore, useInvalidateTags } from 'mfe-shared';
import { FormError } from 'mfe-shared/ui/form-error';
import type { PaymentOrder } from 'mfe-shared';
import type { StudentOrder } from '@sap-academy/contracts/account';
import type { CheckoutOutcome } from '../../course-details';
import {
  CANCEL_ORDER,
  CHECKOUT_UNAVAILABLE_TEXT,
  enrolledText,
  ORDER_CANCELLED_TOAST,
  ORDER_PAYMENT_DISMISSED,
  PAY_NOW,
  PAYMENT_FAILED_TEXT,
  PAYMENT_UNCONFIRMED_TEXT,
} from '../../../config/texts';
import { Spinner } from '../../../components/spinner';
import { handleApiError } from '../../../lib/handle-api-error';
import { cancelOrder } from '../api/cancel-order';
import { resumeOrder } from '../api/resume-order';

const PaymentCheckout = lazy(() => import('../../course-details').then((m) => ({ default: m.PaymentCheckout })));

export function OpenOrderActions({ order, onChanged }: { order: StudentOrder; onChanged: () => Promise<unknown> }) {
  const settings = useAuthStore((state) => state.settings);
  const invalidate = useInvalidateTags();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [checkout, setCheckout] = useState<PaymentOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const title = order.course.course_title;

  async function payNow() {
    setFailure(null);
    setBusy('pay');
    try {
      setCheckout((await resumeOrder(order.id)).payment);
    } catch (error) {
      handleApiError(error); // closed or run out meanwhile: the list says so once reloaded
      await onChanged();
    } finally {
      setBusy(null);
    }
  }

  async function cancel() {
    setFailure(null);
    setBusy('cancel');
    try {
      await cancelOrder(order.id);
      toast.success(ORDER_CANCELLED_TOAST);
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(null);
      await onChanged();
    }
  }

  async function finish(outcome: CheckoutOutcome) {
    setCheckout(null);
    if (outcome.kind === 'paid') {
      try {
        const { confirmPayment } = await import('../../course-details');
        await confirmPayment(order.course.id, outcome.receipt);
        toast.success(enrolledText(title));
        await invalidate(['Courses']);
      } catch (error) {
        // The money may have moved: the webhook still settles the order, so no "not charged".
        setFailure(`${PAYMENT_UNCONFIRMED_TEXT} (${errorMessage(error)})`);
      }
      await onChanged();
      return;
    }
    if (outcome.kind === 'failed') setFailure(outcome.reason ? `${PAYMENT_FAILED_TEXT} (${outcome.reason})` : PAYMENT_FAILED_TEXT);
    else setFailure(outcome.kind === 'dismissed' ? ORDER_PAYMENT_DISMISSED : CHECKOUT_UNAVAILABLE_TEXT);
  }

  const working = busy !== null || checkout !== null;
  return (
    <>
      <Button type="button" onClick={() => void payNow()} disabled={working}>
        {(busy === 'pay' || checkout) && <Spinner aria-hidden="true" />}
        {PAY_NOW}
      </Button>
      <Button type="button" $variant="secondary" onClick={() => void cancel()} disabled={working}>
        {busy === 'cancel' && <Spinner aria-hidden="true" />}
        {CANCEL_ORDER}
      </Button>
      <FormError message={failure} />
      {checkout && (
        <Suspense fallback={null}>
          <PaymentCheckout
            order={checkout}
            course={order.course}
            amountLabel={formatPrice(checkout.amount, { ...settings, currency: checkout.currency || settings.currency })}
            onOutcome={finish}
            onAttemptFailed={(reason) => setFailure(reason ? `${PAYMENT_FAILED_TEXT} (${reason})` : PAYMENT_FAILED_TEXT)}
          />
        </Suspense>
      )}
    </>
  );
}
