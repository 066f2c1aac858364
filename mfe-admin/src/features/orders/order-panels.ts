// An order's side panels, each its own chunk loaded when opened: the orders list and a company's
// screen (decision 154) open the same ones.
import { lazy } from 'react';

export const OrderRefunds = lazy(() => import('./order-refunds').then((module) => ({ default: module.OrderRefunds })));
export const OrderOfflinePayments = lazy(() => import('./order-offline-payments').then((module) => ({ default: module.OrderOfflinePayments })));
