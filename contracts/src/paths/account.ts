// A student's own account and orders, beside `account/account.ts` and `account/orders.ts`, whose
// schemas and comments describe each body.
import { apiRoute } from './route.ts';

export const accountApi = {
  /** 202 for every address, like /request-otp; the mail carries a reset code. */
  forgotPassword: apiRoute('/lms/password/forgot'),
  /** {email, otp, password} → 200 {access_token}; every other session of the user is revoked. */
  resetPassword: apiRoute('/lms/password/reset'),
  /** PATCH {name} → 200 {user}. */
  profile: apiRoute('/lms/profile'),
  /**
   * POST {email, current_password} → 202: a code goes to the new address; nothing changes until it
   * is confirmed. A taken address answers the same (its owner is told by mail).
   */
  changeEmail: apiRoute('/lms/profile/email'),
  /**
   * POST {otp} → 200 {user, access_token}: the new address is the account's, and verified; every
   * other session is signed out, and the old address gets a notice with a 7-day undo link.
   */
  confirmEmail: apiRoute('/lms/profile/email/confirm'),
  /** POST {token} (no session) → 200 {detail}: the old address is back, every session ends, the password must be reset. */
  undoEmailChange: apiRoute('/lms/profile/email/undo'),
  /** POST {current_password, new_password} → 200 {access_token}; every other session is revoked. */
  changePassword: apiRoute('/lms/profile/password'),
  /** POST → 200 {detail}: every session of the user, this one included, is signed out. */
  logoutAll: apiRoute('/lms/logout-all'),
  /** GET → billingDetailsResponseSchema; PUT billingDetailsSchema → the same (decision 141). */
  billing: apiRoute('/lms/profile/billing'),
  /** GET → studentOrdersResponseSchema. */
  orders: apiRoute('/lms/orders'),
  /** GET → application/pdf for a paid order of the signed-in student; 404 otherwise. */
  orderReceipt: apiRoute('/lms/orders/:id/receipt'),
  /** GET → application/pdf: the GST tax invoice of the student's own paid order; 404 when there is none or it is someone else's. */
  orderInvoice: apiRoute('/lms/orders/:id/invoice'),
  /** GET → application/pdf: a GST credit note of the student's own refunded order (decision 142); 404 for anyone else's. */
  orderCreditNote: apiRoute('/lms/orders/:id/credit-notes/:creditNoteId'),
  /**
   * POST → the checkout of the student's own open order, the very order (Pay now never
   * makes a second one); 409 once it is closed, 404 for anyone else's.
   */
  orderCheckout: apiRoute('/lms/orders/:id/checkout'),
  /** POST → cancels the student's own open order (idempotent); 409 once paid, 404 for anyone else's. */
  orderCancel: apiRoute('/lms/orders/:id/cancel'),
} as const;
