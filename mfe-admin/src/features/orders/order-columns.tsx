// Order columns, shared by the orders list and a student's orders. An order leads
// with the receipt number a student quotes; the course carries the batch the order is for
// (decisions 146, 155), its invoice and PO; the amount carries its list price and coupon, and
// the payment provider's ids sit last, small, so the table fits its container at 1440 px.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, theme } from 'mfe-shared';
import type { AdminOrder } from 'mfe-shared/contracts/admin';
import { StatusBadge } from '../../components/status-badge';
import { screens } from '../../config/paths';
import { batchLabel } from '../../lib/batch-label';
import { formatDateTime } from '../../lib/india-time';
import { orderBuyer, orderItem } from './order-states';

const column = createColumnHelper<AdminOrder>();

const Sub = styled.small`
  display: block;
  color: ${theme.color.muted};
  overflow-wrap: anywhere;
`;

const price = (order: AdminOrder, paise: number) => formatPrice(paise, { currency: order.currency });

export const NO_RECEIPT = 'Not paid';

export const orderColumns = [
  column.accessor('receipt_number', {
    header: 'Receipt',
    cell: (info) => <span style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{info.getValue() ?? NO_RECEIPT}</span>,
  }),
  column.accessor(orderBuyer, {
    id: 'student',
    header: 'Buyer',
    cell: (info) => {
      const { student, company } = info.row.original;
      // A company order's buyer is the company (decision 154): its screen has the seats and invoice.
      if (company) return <Link to={screens.company(company.id)}>{company.name}</Link>;
      return student ? <Link to={screens.student(student.id)}>{info.getValue()}</Link> : null;
    },
  }),
  column.accessor(orderItem, {
    id: 'course',
    header: 'Course',
    cell: (info) => {
      const order = info.row.original;
      return (
        <>
          {info.getValue()}
          {order.batch && <Sub>Batch {batchLabel(order.batch)}</Sub>}
          {order.invoice_number && <Sub>Invoice {order.invoice_number}</Sub>}
          {order.purchase_reference && <Sub>PO {order.purchase_reference}</Sub>}
        </>
      );
    },
  }),
  column.accessor('amount', {
    header: 'Amount',
    meta: { sortKey: 'amount', numeric: true },
    cell: (info) => {
      const order = info.row.original;
      const discounted = order.list_price !== order.amount;
      return (
        <>
          {price(order, info.getValue())}
          {(discounted || order.coupon_code) && (
            <Sub>
              {discounted && `List ${price(order, order.list_price)}`}
              {discounted && order.coupon_code && ' · '}
              {order.coupon_code && `Coupon ${order.coupon_code}`}
            </Sub>
          )}
        </>
      );
    },
  }),
  column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
  column.accessor('created_at', { header: 'Created', meta: { sortKey: 'created_at' }, cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('paid_at', { header: 'Paid', cell: (info) => formatDateTime(info.getValue()) }),
  column.display({
    id: 'provider',
    header: 'Payment ref.',
    cell: (info) => {
      const order = info.row.original;
      return (
        <>
          <Sub>{order.order_id}</Sub>
          {order.provider_payment_id && <Sub>{order.provider_payment_id}</Sub>}
        </>
      );
    },
  }),
];
