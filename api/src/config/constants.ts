// Business numbers of SPEC §9, in one place; tests import them.
import type { ReleaseGuardInput } from '@sap-academy/contracts/admin';
export const OTP_TTL_SECONDS = 10 * 60; // 10-minute expiry
export const OTP_MAX_ATTEMPTS = 5; // 5 attempts
/** At most 3 codes per address in 15 minutes, known address or not, on top of the per-IP limit. */
export const OTP_THROTTLE_MAX = 3;
export const OTP_THROTTLE_WINDOW_SECONDS = 15 * 60;
// Outbox (decision 105); the backoff ceiling and retry window are env (OUTBOX_*).
// A batch is sent in OUTBOX_BATCH_SIZE / OUTBOX_SEND_CONCURRENCY rounds of at most
// OUTBOX_SEND_TIMEOUT_MS (env, ≤ 25 s), so every row of it is sent inside its lease.
export const OUTBOX_BATCH_SIZE = 8;
export const OUTBOX_SEND_CONCURRENCY = 4; // sends of one batch at once, so one slow row blocks nothing
export const OUTBOX_BACKOFF_BASE_MS = 5_000;
export const OUTBOX_LEASE_MS = 60_000; // a dead worker's rows are retried within a minute
/** A receipt download over the per-student limit waits this long for its 429 (decision 121). */
export const RECEIPT_LIMITED_DELAY_MS = 1_000;
export const JWT_ISSUER = 'sap-academy-api';
export const JWT_AUDIENCE = 'sap-academy-portal';

export const MESSAGES = {
  unauthenticated: 'Authentication credentials were not provided.',
  badToken: 'Invalid or expired token.',
  badLogin: 'Invalid e-mail or password.',
  emailTaken: 'An account with this e-mail already exists.',
  otpSent: 'If an account exists for this e-mail, a code has been sent.',
  otpThrottled: 'Too many codes were asked for this address. Try again in 15 minutes.',
  otpInvalid: 'Invalid or expired code.',
  otpTooManyAttempts: 'Too many attempts. Request a new code.',
  loggedOut: 'Logged out.',
  notEnrolled: 'You are not enrolled in this course.',
  couponInvalid: 'Invalid coupon code.',
  couponNotStarted: 'This coupon is not active yet.',
  couponExpired: 'This coupon has expired.',
  couponWrongCourse: 'This coupon does not apply to this course.',
  couponExhausted: 'This coupon has reached its usage limit.',
  couponAlreadyUsed: 'You have already used this coupon.',
  paymentNotFound: 'Payment order not found.',
  paymentSignatureInvalid: 'Payment signature is invalid.',
  paymentConflict: 'This order was already paid with a different payment.',
  // The provider's own record must agree before a payment counts (never a 500).
  paymentUnknown: 'The payment provider does not know this payment.',
  paymentWrongOrder: 'This payment belongs to another order.',
  paymentWrongAmount: 'The amount paid does not match the order.',
  paymentNotCompleted: 'The payment has not been completed.',
  paymentProviderDown: 'The payment provider is not answering right now. Nothing was charged; please try again shortly.',
  paymentProviderUnavailable: 'We could not confirm the payment with the provider right now. Your order is kept; please try again shortly.',
  webhookSignatureInvalid: 'Webhook signature is invalid.',
  webhookEventMissing: 'Webhook event id is missing.',
  leadReceived: 'Thanks! We will get back to you shortly.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  internal: 'Internal server error.',
  shuttingDown: 'The server is restarting. Please try again.',
  notFound: 'Not found.',
  validation: 'Validation failed.',
} as const;

/**
 * The canary guard until staff save their own (decision 127): on, over the last hour, judging only
 * builds with 200 loads each, rolling back at 5 more failures per 1,000 loads or a p75 LCP 20 %
 * slower than stable.
 */
export const RELEASE_GUARD_DEFAULTS: Readonly<ReleaseGuardInput> = {
  enabled: true,
  window_minutes: 60,
  min_loads: 200,
  max_failure_increase_per_1000: 5,
  max_lcp_increase_pct: 20,
};
