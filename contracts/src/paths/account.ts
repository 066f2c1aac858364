// A student's own account and orders, beside `account/account.ts` and `account/orders.ts`, whose
// schemas and comments describe each body.
import { apiRoute } from './route.ts';

export const accountApi = {
  forgotPassword: apiRoute('/lms/password/forgot'),
  resetPassword: apiRoute('/lms/password/reset'),
  profile: apiRoute('/lms/profile'),
  changeEmail: apiRoute('/lms/profile/email'),
  confirmEmail: apiRoute('/lms/profile/email/confirm'),
  undoEmailChange: apiRoute('/lms/profile/email/undo'),
  changePassword: apiRoute('/lms/profile/password'),
  logoutAll: apiRoute('/lms/logout-all'),
  /** GET → studentOrdersResponseSchema. */
  orders: apiRoute('/lms/orders'),
  /** GET → application/pdf. */
  orderReceipt: apiRoute('/lms/orders/:id/receipt'),
  /** POST → orderCheckoutResponseSchema. */
  orderCheckout: apiRoute('/lms/orders/:id/checkout'),
  /** POST → cancelOrderResponseSchema. */
  orderCancel: apiRoute('/lms/orders/:id/cancel'),
} as const;
