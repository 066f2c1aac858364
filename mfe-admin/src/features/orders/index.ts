export { OrdersPage } from './orders-page';
export { orderColumns } from './order-columns';
