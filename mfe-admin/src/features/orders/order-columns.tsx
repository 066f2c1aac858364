// Order columns, shared by the orders list and a student's orders.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { formatPrice } from 'mfe-shared';
import type { AdminOrder } from 'mfe-shared/contracts/admin';
import { StatusBadge } from '../../components/status-badge';
import { screens } from '../../config/paths';
import { formatDateTime } from '../../lib/india-time';

const column = createColumnHelper<AdminOrder>();

export const orderColumns = [
  column.accessor('order_id', { header: 'Order' }),
  column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
  column.accessor('amount', {
    header: 'Amount',
    meta: { sortKey: 'amount', numeric: true },
    cell: (info) => formatPrice(info.getValue(), { currency: info.row.original.currency }),
  }),
  column.accessor('list_price', {
    header: 'List price',
    meta: { numeric: true },
    cell: (info) => formatPrice(info.getValue(), { currency: info.row.original.currency }),
  }),
  column.accessor('coupon_code', { header: 'Coupon', cell: (info) => info.getValue() ?? '—' }),
  column.display({
    id: 'provider',
    header: 'Provider ids',
    cell: (info) => `${info.row.original.provider}${info.row.original.provider_payment_id ? ` · ${info.row.original.provider_payment_id}` : ''}`,
  }),
  column.accessor((order) => order.student.name, {
    id: 'student',
    header: 'Student',
    cell: (info) => <Link to={screens.student(info.row.original.student.id)}>{info.getValue()}</Link>,
  }),
  column.accessor((order) => order.course.course_title, { id: 'course', header: 'Course' }),
  column.accessor('created_at', { header: 'Created', meta: { sortKey: 'created_at' }, cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('paid_at', { header: 'Paid', cell: (info) => formatDateTime(info.getValue()) }),
];
