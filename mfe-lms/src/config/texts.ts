// Texts of SPEC §2, §4, §5 and §8 in one place; tests import them.
import { BRAND_NAME } from 'mfe-shared';
import type { OrderStatus } from '@sap-academy/contracts/account';

// Per-screen titles, most specific part first, then the brand the public site uses.
export const TITLE_SEPARATOR = ' · ';
export const portalTitle = (...parts: string[]) => [...parts, BRAND_NAME].join(TITLE_SEPARATOR);
export const PORTAL_DESCRIPTION = `The ${BRAND_NAME} learning portal: sign in to take your SAP courses, watch each class and track your progress.`;
export const TITLE_PARTS = {
  courses: 'Courses',
  signIn: 'Sign in',
  signUp: 'Sign up',
  resetPassword: 'Reset password',
  undoEmail: 'Undo e-mail change',
  profile: 'Profile',
  orders: 'Orders',
  support: 'Support',
  notFound: 'Page not found',
  course: 'Course',
  certificates: 'My certificates',
  batches: 'My batches',
  serverAccess: 'Practice server',
} as const;

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
// The sticky enrol bar on narrow screens, and the confirmation after enrolling.
export const STICKY_ENROLL = 'Enroll';
export const enrolledText = (courseTitle: string) => `You are enrolled in ${courseTitle}.`;

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
// Every checkout outcome but success leaves Enroll usable for another try.
export const PAYMENT_DISMISSED_TEXT = 'Payment cancelled. You have not been charged; choose Enroll to try again.';
export const CHECKOUT_UNAVAILABLE_TEXT = 'The payment window could not be loaded. Check your connection and choose Enroll to try again.';
export const PAYMENT_UNCONFIRMED_TEXT = 'We could not confirm your payment yet. If money was taken, the course opens automatically once it is confirmed.';
export const MARK_COMPLETE = 'Mark as complete';
// The class viewer walks the outline's classes in order, across sections.
export const PREVIOUS_LESSON = 'Previous lesson';
export const NEXT_LESSON = 'Next lesson';
export const PLAY_VIDEO = 'Play video';

// Students run their own accounts. The API's words are ACCOUNT_MESSAGES (contracts);
// these are the portal's own labels, kept verbatim for the end-to-end tests.
export const FORGOT_ACTION = 'forgot';
export const FORGOT_LINK = 'Forgot password?';
export const RESET_HEADING = 'Reset your password';
export const SEND_CODE = 'Send code';
export const RESET_BUTTON = 'Reset password';
export const BACK_TO_SIGN_IN = 'Back to sign in';
// The "your e-mail was changed" notice links to ?action=undo-email&token=…; a button,
// not the link itself, makes the change, so a mail scanner that opens links undoes nothing.
export const UNDO_EMAIL_ACTION = 'undo-email';
export const UNDO_EMAIL_HEADING = 'Undo the e-mail change';
export const UNDO_EMAIL_INTRO = 'This gives your account back to the address this link was sent to, signs every device out and asks you for a new password.';
export const UNDO_EMAIL_BUTTON = 'Give my account back';

export const VERIFY_BANNER_LABEL = 'Verify your e-mail';
export const SEND_VERIFICATION_CODE = 'Send verification code';
export const VERIFY_BUTTON = 'Verify';
export const DISMISS_BUTTON = 'Dismiss';
export const VERIFICATION_CODE_SENT = 'We sent a 6-digit code to this address. It expires in 10 minutes.';
// In the enrol panel of a paid course while the address is unverified.
export const VERIFY_TO_PAY_HINT = 'Paid courses need a verified e-mail address.';
export const VERIFY_TO_PAY_ACTION = 'Get a verification code';

export const PROFILE_HEADING = 'Profile';
export const SAVE_NAME = 'Save name';
export const CONFIRM_EMAIL = 'Confirm e-mail';
export const CHANGE_PASSWORD = 'Change password';
export const SIGN_OUT_ALL = 'Sign out of all devices';
export const SIGN_OUT_EVERYWHERE = 'Sign out everywhere';
export const SIGN_OUT_ALL_QUESTION = 'Sign out of all devices?';
export const SIGN_OUT_ALL_DESCRIPTION =
  'Every browser and device signed in to your account is signed out, this one included. You can sign in again with your password.';

export const ORDERS_HEADING = 'Orders';
// Each order is a card (it reads on a 360 px phone without sideways scrolling).
export const ORDER_FACTS = ['Date', 'Amount', 'Coupon', 'Status'] as const;
export const ORDER_STATUS_LABELS = {
  created: 'Awaiting payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refund_due: 'Refund due',
} as const satisfies Record<OrderStatus, string>;
/** What each closed or refunded state means for the student's money, in words. */
export const ORDER_STATUS_NOTES: Partial<Record<OrderStatus, string>> = {
  cancelled: 'This order was cancelled before it was paid. You have not been charged.',
  expired: 'This order expired before it was paid. You have not been charged.',
  refund_due: 'We could not give you the course for this payment, so it will be refunded.',
};
export const orderOpenUntil = (time: string) => `Open until ${time} IST. You have not been charged yet.`;
export const PAY_NOW = 'Pay now';
export const CANCEL_ORDER = 'Cancel';
export const ORDER_CANCELLED_TOAST = 'Order cancelled. You have not been charged.';
export const ORDER_PAYMENT_DISMISSED = 'Payment not completed. You have not been charged; choose Pay now to try again.';
export const DOWNLOAD_RECEIPT = 'Download receipt';
// Decision 141: the GST tax invoice beside the receipt, and the checkout's request for one.
export const DOWNLOAD_INVOICE = 'Download tax invoice';
/** A GST credit note of a refund (decision 142), named by its number since an order may have several. */
export const downloadCreditNoteLabel = (number: string) => `Download credit note ${number}`;
export const NEED_GST_INVOICE = 'I need a GST invoice';
export const NEED_GST_INVOICE_HINT = 'Your business name, address and GSTIN on the invoice instead of your account name.';
export const NO_ORDERS = 'You have no orders yet.';
export const BROWSE_COURSES = 'Browse the courses';

export const CONTINUE_LEARNING_HEADING = 'Continue learning';
// An archived course the student bought stays in their list, marked.
export const NO_LONGER_SOLD = 'No longer sold';
export const continueLinkName = (courseTitle: string) => `Continue ${courseTitle}`;
