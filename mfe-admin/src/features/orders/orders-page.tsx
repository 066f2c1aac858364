// Orders: every checkout with its status (refund_due included), amounts, coupon and provider ids,
// the list as CSV with its filters (decision 026), and the month's tax invoices as CSV for the
// accountant (decision 141).
import { ORDER_STATUSES } from 'mfe-shared/contracts/admin';
import { DataTable } from '../../components/data-table';
import { ExportCsvButton } from '../../components/export-csv-button';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { orderColumns } from './order-columns';
import { exportOrdersCsv } from './api/export-orders-csv';
import { useOrders } from './api/get-orders';
import { InvoicesExport } from './invoices-export';

export function OrdersPage() {
  const list = useOrders();
  return (
    <Screen title="Orders" actions={<ExportCsvButton onExport={() => exportOrdersCsv(list.query)} />}>
      <InvoicesExport />
      <Filters role="search" aria-label="Filter orders">
        <SelectField id="order-status" label="Status" value={list.state.filters.status} onChange={(event) => list.setFilter('status', event.target.value)}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status.replace('_', ' ')}
            </option>
          ))}
        </SelectField>
        <TextField id="order-q" label="Search" type="search" value={list.state.filters.q} onChange={(event) => list.setFilter('q', event.target.value)} />
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption="Orders"
            columns={orderColumns}
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
