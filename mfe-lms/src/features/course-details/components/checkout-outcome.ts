// The contract between the enroll panel and each provider's checkout (payment-checkout.tsx).
import type { Course, PaymentOrder, PaymentStatusRequest } from 'mfe-shared';

export type CheckoutOutcome =
  | { kind: 'paid'; receipt: PaymentStatusRequest }
  | { kind: 'failed'; reason?: string }
  | { kind: 'dismissed' }
  /** The checkout itself could not be shown (its script did not load). */
  | { kind: 'unavailable' };

export interface CheckoutProps {
  order: PaymentOrder;
  /** What the checkout names (Razorpay's description): the course page's course or an order's. */
  course: Pick<Course, 'course_title'>;
  amountLabel: string;
  onOutcome: (outcome: CheckoutOutcome) => Promise<void>;
  /** An attempt failed while the checkout stays open for another try (Razorpay's retry). */
  onAttemptFailed: (reason?: string) => void;
}
