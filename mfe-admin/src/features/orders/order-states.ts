// Which panels an order's row opens, shared by the orders page and the lazily loaded panels (a
// panel importing the page would pull it into the panel's chunk).
import type { AdminOrder } from 'mfe-shared/contracts/admin';

/** Orders that took money: they can be refunded (decision 142). */
export const REFUNDABLE = new Set<AdminOrder['status']>(['paid', 'refund_due']);
/** Orders that have not taken money yet: an offline payment may settle them (the API's rule, decision 142). */
export const PAYABLE = new Set<AdminOrder['status']>(['created', 'cancelled', 'expired']);
/** The provider payment id an offline payment settles with (the API's offlinePaymentId). */
export const isPaidOffline = (order: AdminOrder) => order.provider_payment_id?.startsWith('offline_') ?? false;
/** The row offers the offline payment panel: to record one, or to see the one recorded. */
export const offersOfflinePayment = (order: AdminOrder) => PAYABLE.has(order.status) || isPaidOffline(order);

/** Who bought it: the student, or for a company order the company (decision 154). */
export const orderBuyer = (order: AdminOrder) => order.student?.name ?? order.company?.name ?? '';
/** "SAP FICO — 12 seats" for a company order, the course alone for a student's. */
export const orderItem = (order: AdminOrder) =>
  order.company ? `${order.course.course_title} — ${order.seats} seat${order.seats === 1 ? '' : 's'}` : order.course.course_title;
