// Issue 16 "Orders and receipts" at /lms/orders: the student's orders with course, date,
// amount (INR through formatPrice, like every price), coupon and status in words; an order
// that took money (paid, or refund due) has a receipt PDF to download.
// Loaded lazily: the /lms entry stays within its byte budget.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, formatPrice, theme, useApi, useAuthStore } from 'mfe-shared';
import type { StudentOrder } from 'mfe-shared/contracts/account';
import { ORDER_PATHS, studentOrdersResponseSchema } from 'mfe-shared/contracts/account';
import { lmsPaths } from '../../config/paths';
import { BROWSE_COURSES, DOWNLOAD_RECEIPT, NO_ORDERS, ORDER_COLUMNS, ORDER_STATUS_LABELS, ORDERS_HEADING, TITLE_PARTS } from '../../config/texts';
import { PageHead } from '../../components/page-head';
import { Page, Spinner } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { downloadFile } from 'mfe-shared/download';
import { handleApiError } from '../../lib/handle-api-error';

/** The day the order was placed, as an Indian reader writes it: "5 Mar 2026". */
const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function orderDate(order: StudentOrder): string {
  return DATE_FORMAT.format(new Date(order.created_at));
}

/** Money was taken for these, so a receipt exists (contracts/src/account/orders.ts). */
export const hasReceipt = (order: StudentOrder) => order.status === 'paid' || order.status === 'refund_due';

const Scroll = styled.div`overflow-x: auto; margin-top: 1.5rem;`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.75rem; border-bottom: 1px solid ${theme.color.border}; vertical-align: middle; }
  th { color: ${theme.color.muted}; font-weight: 600; white-space: nowrap; }
  td.amount { white-space: nowrap; font-variant-numeric: tabular-nums; }
`;
const Empty = styled.p`margin-top: 1.5rem; a { color: ${theme.color.brand}; font-weight: 600; }`;

function ReceiptButton({ order }: { order: StudentOrder }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(ORDER_PATHS.receipt(order.id), { fallbackName: `receipt-${order.receipt_number ?? order.id}.pdf` });
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" $variant="secondary" onClick={() => void download()} disabled={busy}>
      {busy && <Spinner aria-hidden="true" />}
      {DOWNLOAD_RECEIPT}
    </Button>
  );
}

function OrdersTable({ orders }: { orders: StudentOrder[] }) {
  const settings = useAuthStore((state) => state.settings);
  return (
    <Scroll>
      <Table aria-labelledby="orders-heading">
        <thead>
          <tr>
            {ORDER_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>{order.course.course_title}</td>
              <td>{orderDate(order)}</td>
              <td className="amount">{formatPrice(order.amount, { ...settings, currency: order.currency || settings.currency })}</td>
              <td>{order.coupon ?? '—'}</td>
              <td>{ORDER_STATUS_LABELS[order.status]}</td>
              <td>{hasReceipt(order) ? <ReceiptButton order={order} /> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

export default function OrdersPage() {
  const { data, error, isLoading, mutate } = useApi(ORDER_PATHS.list, studentOrdersResponseSchema);
  return (
    <Page id="main">
      <PageHead parts={[TITLE_PARTS.orders]} />
      <h1 id="orders-heading">{ORDERS_HEADING}</h1>
      <QueryState isLoading={isLoading} error={error} onRetry={() => void mutate()}>
        {() =>
          data && data.results.length > 0 ? (
            <OrdersTable orders={data.results} />
          ) : (
            <Empty>
              {NO_ORDERS} <Link to={lmsPaths.courses}>{BROWSE_COURSES}</Link>
            </Empty>
          )
        }
      </QueryState>
    </Page>
  );
}
