// Texts of SPEC §2, §4, §5 and §8 in one place; tests import them.
export const LOGIN_HEADINGS = {
  absent: 'You have to login to access this page!',
  signup: 'New User Registration!',
  other: 'Welcome back! Please login to continue!',
} as const;

export const COURSES_LIST_HEADING = 'Courses List';
export const SIGNED_UP_TOAST = 'Account created. Signing you in…';

// §2 course details
export const COUPON_APPLIED_PREFIX = 'Coupon applied! New price: ';
export const ENROLL_PREFIX = 'Enroll Now for';
export const FREE_LABEL = 'Free';
export const CONTINUE_COURSE = 'Continue Course';

// §2 error views
export { NOT_FOUND_TEXT } from 'mfe-shared';
export const GENERIC_ERROR_TEXT = 'Some Generic Error';
export const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  500: 'Internal Server Error',
};

export const PAYMENT_FAILED_TEXT = 'The payment did not go through. You have not been charged; you can try again.';
// Issue 13: every checkout outcome but success leaves Enroll usable for another try.
export const PAYMENT_DISMISSED_TEXT = 'Payment cancelled. You have not been charged; choose Enroll to try again.';
export const CHECKOUT_UNAVAILABLE_TEXT = 'The payment window could not be loaded. Check your connection and choose Enroll to try again.';
export const PAYMENT_UNCONFIRMED_TEXT = 'We could not confirm your payment yet. If money was taken, the course opens automatically once it is confirmed.';
export const MARK_COMPLETE = 'Mark as complete';
