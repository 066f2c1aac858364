// Events (decision 022): title, India-time start, seats taken of the cap, status.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { Button } from 'mfe-shared';
import type { AdminEvent } from 'mfe-shared/contracts/admin';
import { DataTable } from '../../components/data-table';
import { Screen } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { StatusBadge } from '../../components/status-badge';
import { screens } from '../../config/paths';
import { formatDateTime } from '../../lib/india-time';
import { useEvents } from './api/get-events';

export const STATUS_LABELS: Record<AdminEvent['status'], string> = { draft: 'Draft', published: 'Published', cancelled: 'Cancelled' };

const column = createColumnHelper<AdminEvent>();
const columns = [
  column.accessor('title', { header: 'Title', cell: (info) => <Link to={screens.event(info.row.original.id)}>{info.getValue()}</Link> }),
  column.accessor('starts_at', { header: 'Starts', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('registered', { header: 'Seats taken', meta: { numeric: true }, cell: (info) => `${info.getValue()} / ${info.row.original.seat_cap}` }),
  column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} label={STATUS_LABELS[info.getValue()]} /> }),
];

export function EventsPage() {
  const list = useEvents();
  return (
    <Screen
      title="Events"
      actions={
        <Button as={Link} to={screens.event('new')}>
          New event
        </Button>
      }
    >
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption="Events"
            columns={columns}
            data={page.results}
            paging={{ page: list.state.page, pageSize: list.state.pageSize, total: page.total, onPage: list.setPage, onPageSize: list.setPageSize }}
            empty="No events yet."
          />
        )}
      </QueryState>
    </Screen>
  );
}
