// Browser errors (decision 144): what threw in visitors' browsers, one row per distinct error
// (its message, the script line, the remote version and the route), with how often and when it
// was first and last seen, newest first. The page and the remote filter live in the URL like every
// list (decision 026). Admins only; the samples are scrubbed of personal data by the shell and API.
import { createColumnHelper } from '@tanstack/react-table';
import type { BrowserError } from 'mfe-shared/contracts/admin';
import { SelectField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import { DataTable } from '../../components/data-table';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { formatDateTime } from '../../lib/india-time';
import { partName } from '../speed';
import { useBrowserErrors } from './api/get-browser-errors';

export const BROWSER_ERRORS_TITLE = 'Browser errors';
const KIND_LABELS: Record<BrowserError['kind'], string> = { error: 'Uncaught error', rejection: 'Unhandled rejection' };
/** The shell's own scripts, or a script no remote serves. */
const remoteName = (remote: string) => (remote === 'none' ? 'Site frame (shell)' : partName(remote));

const column = createColumnHelper<BrowserError>();
const columns = [
  column.accessor('message', {
    header: 'Error',
    cell: (info) => (
      <>
        <strong>{info.getValue() ?? '(no message)'}</strong>
        <br />
        <small>
          {KIND_LABELS[info.row.original.kind]}
          {info.row.original.source ? ` at ${info.row.original.source}` : ''}
        </small>
      </>
    ),
  }),
  column.accessor('route', { header: 'Page' }),
  column.accessor('remote', {
    header: 'Part and version',
    cell: (info) => `${remoteName(info.getValue())}${info.row.original.remote === 'none' ? '' : ` ${info.row.original.version}`}`,
  }),
  column.accessor('count', { header: 'Times', cell: (info) => info.getValue().toLocaleString('en-IN') }),
  column.accessor('first_seen', { header: 'First seen', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('last_seen', { header: 'Last seen', cell: (info) => formatDateTime(info.getValue()) }),
];

export function BrowserErrorsPage() {
  const list = useBrowserErrors();
  const remotes = list.data?.remotes ?? [];
  const selected = list.state.filters.remote;
  return (
    <Screen title={BROWSER_ERRORS_TITLE}>
      <p>Errors visitors’ browsers reported, the same error counted once per page view. Messages are shortened and cleared of addresses and numbers.</p>
      <Filters role="search" aria-label="Filter browser errors">
        <SelectField id="browser-error-remote" label="Part of the site" value={selected} onChange={(event) => list.setFilter('remote', event.target.value)}>
          <option value="">Every part</option>
          {[...new Set(selected ? [...remotes, selected] : remotes)].map((remote) => (
            <option key={remote} value={remote}>
              {remoteName(remote)}
            </option>
          ))}
        </SelectField>
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption={BROWSER_ERRORS_TITLE}
            columns={columns}
            data={page.results}
            paging={{ page: list.state.page, pageSize: list.state.pageSize, total: page.total, onPage: list.setPage, onPageSize: list.setPageSize }}
            empty="No browser errors reported."
          />
        )}
      </QueryState>
    </Screen>
  );
}
