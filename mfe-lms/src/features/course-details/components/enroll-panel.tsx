// §2/§4 Enroll panel: coupon, then 'Enroll Now for' Free or the final price (§5). A free join
// enrols at once; a paid one opens the provider's checkout and confirms with the API. Either
// way Courses is invalidated, the details refetch and Continue Course replaces this panel.
// A failed or closed checkout leaves the order open: Enroll again re-joins and gets it back.
// A paid course offers "I need a GST invoice" (decision 141): the details go with the join.
// A course with live batches offers them first (decision 146): the chosen batch goes with the join
// and its own price, when it has one, is the price the coupon and the button work from.
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, finalPrice, formatPrice, theme, toast, useAuthStore, useInvalidateTags } from 'mfe-shared';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useBottomReserve } from '../../../lib/use-bottom-reserve';
import type { Course, PaymentOrder } from 'mfe-shared';
import type { CourseBatch } from '@sap-academy/contracts/batches';
import {
  CHECKOUT_UNAVAILABLE_TEXT,
  ENROLL_PREFIX,
  enrolledText,
  FREE_LABEL,
  NEED_GST_INVOICE,
  NEED_GST_INVOICE_HINT,
  PAYMENT_DISMISSED_TEXT,
  PAYMENT_FAILED_TEXT,
  PAYMENT_UNCONFIRMED_TEXT,
  STICKY_ENROLL,
  VERIFY_TO_PAY_ACTION,
  VERIFY_TO_PAY_HINT,
} from '../../../config/texts';
import { revealVerificationBanner } from '../../account';
import { BatchChooser, useCourseBatches } from '../../batches';
import { handleApiError } from '../../../lib/handle-api-error';
import { Card } from 'mfe-shared/ui/card';
import { FormError } from 'mfe-shared/ui/form-error';
import { CheckboxField } from 'mfe-shared/ui/field';
import { EMPTY_BILLING, type BillingDraft, type BillingErrors } from './billing-draft';
import { Spinner } from '../../../components/spinner';
import { CouponField, type CouponState } from './coupon-field';
import type { CheckoutOutcome } from './checkout-outcome';
import { PaymentCheckout } from './payment-checkout';
import { CheckoutTaxSummary } from './checkout-tax-summary';
import { confirmPayment } from '../api/confirm-payment';
import { joinCourse } from '../api/join-course';

// The gst module comes with these fields, only for a student who asks for an invoice (decision 025).
const GstInvoiceFields = lazy(() => import('./gst-invoice-fields'));

const Panel = styled(Card)`
  gap: 1rem;
`;
const Hint = styled.p`
  margin: 0; font-size: 0.9rem;
  button { border: 0; padding: 0; background: none; font: inherit; color: ${theme.color.brand}; font-weight: 600; text-decoration: underline; cursor: pointer; }
`;
// On narrow screens the panel is ~1,000 px down; this bar keeps the price and the
// same enrol action in reach. It calls the panel's own enrol(): one flow, one state.
const StickyBar = styled.div`
  position: fixed; inset: auto 0 0 0; z-index: 15;
  display: flex; align-items: center; justify-content: space-between; gap: 1rem;
  padding: 0.75rem 1rem; background: ${theme.color.surface}; border-top: 1px solid ${theme.color.border};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 8%);
  strong { font-size: 1.1rem; }
`;
export const NARROW_QUERY = '(max-width: 768px)';

/** The bar, and room kept for it below the page's last content while it shows. */
function EnrollBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useBottomReserve(ref);
  return (
    <StickyBar ref={ref} role="group" aria-label="Enroll bar">
      {children}
    </StickyBar>
  );
}

const failedText = (reason?: string) => (reason ? `${PAYMENT_FAILED_TEXT} (${reason})` : PAYMENT_FAILED_TEXT);

export function EnrollPanel({ course, priceNote = null, onEnrolled }: { course: Course; priceNote?: string | null; onEnrolled?: () => void }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const settings = useAuthStore((state) => state.settings);
  // An unverified address may enrol free but not pay (the API answers 403 to a paid join).
  const unverified = useAuthStore((state) => state.user?.email_verified === false);
  const invalidate = useInvalidateTags();
  const [coupon, setCoupon] = useState<CouponState>({ kind: 'none' });
  const [joining, setJoining] = useState(false);
  const [order, setOrder] = useState<PaymentOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [needInvoice, setNeedInvoice] = useState(false);
  const [billingDraft, setBillingDraft] = useState<BillingDraft>(EMPTY_BILLING);
  const [billingErrors, setBillingErrors] = useState<BillingErrors>({});
  const { data: batches, mutate: refreshBatches } = useCourseBatches(course.id);
  const [batch, setBatch] = useState<CourseBatch | null>(null);

  const listPrice = batch?.price_paise ?? course.price;
  const applied = coupon.kind === 'applied' ? coupon.coupon : null;
  const price = finalPrice(listPrice, applied);
  // The listed price with its GST wording ("₹999.00 + 18 % GST"): what is charged is never a surprise.
  const priceLabel = price === 0 ? FREE_LABEL : priceNote ? `${formatPrice(price, settings)} ${priceNote}` : formatPrice(price, settings);

  async function enrol() {
    setFailure(null);
    // A free join has no invoice: the box only applies to a price.
    const checked = needInvoice && price > 0 ? (await import('./check-billing')).checkBilling(billingDraft) : null;
    setBillingErrors(checked?.errors ?? {});
    if (checked?.errors) return;
    setJoining(true);
    try {
      const result = await joinCourse(course.id, applied?.coupon ?? null, checked?.billing ?? null, batch?.id ?? null);
      if (result.status === 'enrolled') await enrolled();
      else setOrder(result.payment);
    } catch (error) {
      handleApiError(error);
    } finally {
      setJoining(false);
    }
  }

  async function enrolled() {
    onEnrolled?.();
    // The seat (or waitlist place) was taken with the enrolment: the Live batches section shows it.
    if (batch) void refreshBatches();
    toast.success(enrolledText(course.course_title));
    await invalidate(['Courses']);
  }

  async function finish(outcome: CheckoutOutcome) {
    if (outcome.kind === 'paid') {
      try {
        await confirmPayment(course.id, outcome.receipt);
        setOrder(null);
        await enrolled();
      } catch (error) {
        // The money may have moved: the webhook still settles the order, so no "not charged".
        setOrder(null);
        setFailure(`${PAYMENT_UNCONFIRMED_TEXT} (${errorMessage(error)})`);
      }
      return;
    }
    setOrder(null);
    if (outcome.kind === 'failed') setFailure(failedText(outcome.reason));
    else setFailure(outcome.kind === 'dismissed' ? PAYMENT_DISMISSED_TEXT : CHECKOUT_UNAVAILABLE_TEXT);
  }

  return (
    <Panel aria-label="Enroll">
      {batches && batches.length > 0 && <BatchChooser batches={batches} chosen={batch} onChoose={setBatch} />}
      <CouponField
        courseId={course.id}
        state={coupon}
        onChange={setCoupon}
        formatFinal={(c) => {
          const final = finalPrice(listPrice, c);
          return final === 0 ? FREE_LABEL : formatPrice(final, settings);
        }}
      />
      {price > 0 && (
        <CheckboxField
          id="need-gst-invoice"
          label={NEED_GST_INVOICE}
          hint={NEED_GST_INVOICE_HINT}
          checked={needInvoice}
          onChange={(event) => setNeedInvoice(event.target.checked)}
        />
      )}
      {price > 0 && needInvoice && (
        <Suspense fallback={<Spinner aria-hidden="true" />}>
          <GstInvoiceFields draft={billingDraft} errors={billingErrors} onChange={setBillingDraft} />
        </Suspense>
      )}
      <Button type="button" onClick={() => void enrol()} disabled={joining || order !== null || coupon.kind === 'loading'}>
        {(joining || order !== null) && <Spinner aria-hidden="true" />}
        {ENROLL_PREFIX} {priceLabel}
      </Button>
      {unverified && price > 0 && (
        <Hint>
          {VERIFY_TO_PAY_HINT}{' '}
          <button type="button" onClick={revealVerificationBanner}>
            {VERIFY_TO_PAY_ACTION}
          </button>
        </Hint>
      )}
      <FormError message={failure} />
      {narrow && (
        <EnrollBar>
          <strong>{priceLabel}</strong>
          <Button type="button" onClick={() => void enrol()} disabled={joining || order !== null || coupon.kind === 'loading'}>
            {STICKY_ENROLL}
          </Button>
        </EnrollBar>
      )}
      {order?.tax && <CheckoutTaxSummary tax={order.tax} currency={order.currency} />}
      {order && (
        <PaymentCheckout
          order={order}
          course={course}
          amountLabel={formatPrice(order.amount, settings)}
          onOutcome={finish}
          onAttemptFailed={(reason) => setFailure(failedText(reason))}
        />
      )}
    </Panel>
  );
}
