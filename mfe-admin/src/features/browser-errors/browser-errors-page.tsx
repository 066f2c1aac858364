// Browser errors (decision 144): the uncaught errors and unhandled rejections real visitors' pages
// met, sent with the RUM beacon and stored once per fingerprint with a count. Filter and page live
// in the URL (decision 026), so a link to "the learning portal's errors, page 2" is shareable.
// Admins only: a sample message is scrubbed but still the admins' to read.
import { createColumnHelper } from '@tanstack/react-table';
import { BROWSER_ERROR_NO_REMOTE, type BrowserError } from 'mfe-shared/contracts/admin';
import { SelectField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import { DataTable } from '../../components/data-table';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { formatDateTime } from '../../lib/india-time';
import { partName } from '../speed';
import { BROWSER_ERROR_REMOTES, useBrowserErrors } from './api/get-browser-errors';

const column = createColumnHelper<BrowserError>();

const KIND_LABEL: Record<BrowserError['kind'], string> = {
  error: 'Uncaught error',
  rejection: 'Unhandled rejection',
};

/** The part of the site, in staff words; the shell's own errors are "Site frame". */
export function remoteLabel(remote: string): string {
  if (remote === BROWSER_ERROR_NO_REMOTE) return 'Site frame or unknown script';
  if (remote === 'other') return 'Another part';
  return partName(remote);
}

const columns = [
  column.accessor('message', { header: 'Message', cell: (info) => info.getValue() ?? '(no message)' }),
  column.accessor('kind', { header: 'Kind', cell: (info) => KIND_LABEL[info.getValue()] ?? info.getValue() }),
  column.accessor('count', { header: 'Times', meta: { numeric: true } }),
  column.accessor('remote', { header: 'Part', cell: (info) => `${remoteLabel(info.getValue())} ${info.row.original.version}`.trim() }),
  column.accessor('route', { header: 'Page' }),
  column.accessor('source', { header: 'Where', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('first_seen', { header: 'First seen', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('last_seen', { header: 'Last seen', cell: (info) => formatDateTime(info.getValue()) }),
];

export function BrowserErrorsPage() {
  const list = useBrowserErrors();
  return (
    <Screen title="Browser errors">
      <p>Errors visitors&apos; browsers met on the site, counted once per kind of error. Messages are shortened and scrubbed of e-mails and numbers.</p>
      <Filters role="search" aria-label="Filter browser errors">
        <SelectField id="browser-error-remote" label="Part of the site" value={list.state.filters.remote} onChange={(event) => list.setFilter('remote', event.target.value)}>
          <option value="">Every part</option>
          {BROWSER_ERROR_REMOTES.map((remote) => (
            <option key={remote} value={remote}>
              {remoteLabel(remote)}
            </option>
          ))}
        </SelectField>
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption="Browser errors"
            columns={columns}
            data={page.results}
            paging={{ page: list.state.page, pageSize: list.state.pageSize, total: page.total, onPage: list.setPage, onPageSize: list.setPageSize }}
            empty="No browser errors recorded."
          />
        )}
      </QueryState>
    </Screen>
  );
}
