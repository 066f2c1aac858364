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
  course: Course;
  amountLabel: string;
  onOutcome: (outcome: CheckoutOutcome) => Promise<void>;
  /** An attempt failed while the checkout stays open for another try (Razorpay's retry). */
  onAttemptFailed: (reason?: string) => void;
}
