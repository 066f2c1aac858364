export { OrdersPage } from './orders-page';
export { orderColumns } from './order-columns';
// A company's screen opens an order's panels (decision 154): lazy components, each its own chunk.
export { OrderOfflinePayments, OrderRefunds } from './order-panels';
export { OrderPanel } from './order-panel';
export { offersOfflinePayment, orderItem, REFUNDABLE } from './order-states';
