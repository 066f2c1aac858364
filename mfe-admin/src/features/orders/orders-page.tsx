// Orders: every checkout with its status (refund_due included), amounts, coupon and provider ids,
// the list as CSV with its filters (decision 026), and the month's tax invoices as CSV for the
// accountant (decision 141). A paid or refund_due
// order opens its refunds (decision 142), an unpaid or offline-paid one its offline payment (a bank
// transfer, UPI or cheque with its proof); the counts above the list say what needs staff. A
// student's orders are this list with student_id in the URL.
import { createColumnHelper } from '@tanstack/react-table';
import { Suspense, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from 'mfe-shared';
import { StatusBadge } from '../../components/status-badge';
import { ORDER_STATUSES, type AdminOrder } from 'mfe-shared/contracts/admin';
import { DataTable } from '../../components/data-table';
import { ExportCsvButton } from '../../components/export-csv-button';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { orderColumns } from './order-columns';
import { exportOrdersCsv } from './api/export-orders-csv';
import { useOrderCounts } from './api/get-order-counts';
import { useOrders } from './api/get-orders';
import { InvoicesExport } from './invoices-export';
import { OrderOfflinePayments, OrderRefunds } from './order-panels';
import { offersOfflinePayment, REFUNDABLE } from './order-states';

export const ATTENTION_LABELS = { refund_due: 'Refund due, not yet refunded', refund_failed: 'Last refund failed' } as const;
const column = createColumnHelper<AdminOrder>();
// An offline-paid row has both buttons; each stays on one line (its column grows instead).
const RowButton = styled(Button)`
  display: block;
  margin-top: 0.25rem;
  padding-inline: 0;
  white-space: nowrap;
`;

export function OrdersPage() {
  const list = useOrders();
  const counts = useOrderCounts();
  const [open, setOpen] = useState<{ order: AdminOrder; panel: 'refunds' | 'offline' } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // The Refunds button sits under the status it acts on, not in a column of its own: the table
  // must still fit its container at 1440 px.
  const columns = orderColumns.map((definition) =>
    !('accessorKey' in definition) || definition.accessorKey !== 'status'
      ? definition
      : column.accessor('status', {
          header: 'Status',
          cell: (info) => {
            const order = info.row.original;
            return (
              <>
                <StatusBadge status={order.status} />
                {REFUNDABLE.has(order.status) && (
                  <RowButton
                    type="button"
                    $variant="ghost"
                    aria-label={`Refunds of ${order.receipt_number ?? order.order_id}`}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setOpen({ order, panel: 'refunds' });
                    }}
                  >
                    Refunds
                  </RowButton>
                )}
                {offersOfflinePayment(order) && (
                  <RowButton
                    type="button"
                    $variant="ghost"
                    aria-label={`Offline payment of ${order.receipt_number ?? order.order_id}`}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setOpen({ order, panel: 'offline' });
                    }}
                  >
                    Offline payment
                  </RowButton>
                )}
              </>
            );
          },
        }),
  );
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  return (
    <Screen title="Orders" actions={<ExportCsvButton onExport={() => exportOrdersCsv(list.query)} />}>
      <InvoicesExport />
      {counts.data && (counts.data.refund_due > 0 || counts.data.refunds_failed > 0) && (
        <p role="status">
          {counts.data.refund_due} refund_due {counts.data.refund_due === 1 ? 'order' : 'orders'} to refund · {counts.data.refunds_failed} failed{' '}
          {counts.data.refunds_failed === 1 ? 'refund' : 'refunds'}
        </p>
      )}
      <Filters role="search" aria-label="Filter orders">
        <SelectField id="order-status" label="Status" value={list.state.filters.status} onChange={(event) => list.setFilter('status', event.target.value)}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status.replace('_', ' ')}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="order-attention"
          label="Needs staff"
          value={list.state.filters.attention}
          onChange={(event) => list.setFilter('attention', event.target.value)}
        >
          <option value="">Any order</option>
          {Object.entries(ATTENTION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField id="order-q" label="Search" type="search" value={list.state.filters.q} onChange={(event) => list.setFilter('q', event.target.value)} />
      </Filters>
      {open && (
        <Suspense fallback={null}>
          {open.panel === 'refunds' ? (
            <OrderRefunds order={open.order} onClose={close} onChanged={() => Promise.all([list.mutate(), counts.mutate()])} />
          ) : (
            <OrderOfflinePayments order={open.order} onClose={close} onChanged={() => Promise.all([list.mutate(), counts.mutate()])} />
          )}
        </Suspense>
      )}
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption="Orders"
            columns={columns}
            data={page.results}
            sorting={{ sort: list.state.sort, onSort: list.setSort }}
            paging={{ page: list.state.page, pageSize: list.state.pageSize, total: page.total, onPage: list.setPage, onPageSize: list.setPageSize }}
            empty="No orders match."
          />
        )}
      </QueryState>
    </Screen>
  );
}
