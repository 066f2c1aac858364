// Leads: the inbox of contact, catalogue and webinar requests, with filters, a detail dialog,
// the CSV export of the same filters, and the mail outbox's state.
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { Button } from 'mfe-shared';
import { LEAD_TYPES } from 'mfe-shared/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LEAD_STATUSES, LINES_OF_BUSINESS, LINE_OF_BUSINESS_LABELS, type AdminLead } from 'mfe-shared/contracts/admin';
import { screens } from '../../config/paths';
import { DataTable } from '../../components/data-table';
import { ExportCsvButton } from '../../components/export-csv-button';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime } from '../../lib/india-time';
import { PhoneLink } from './contact-links';
import { exportLeadsCsv } from './api/export-leads-csv';
import { useLeads } from './api/get-leads';
import { LeadDialog } from './lead-dialog';
import { OutboxPanel } from './outbox-panel';

const column = createColumnHelper<AdminLead>();
const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
`;

/** One line per lead: a long name ends in an ellipsis (the full name is its title and label). */
const NAME_BUTTON_STYLE = {
  whiteSpace: 'nowrap',
  maxWidth: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: 'block',
  textAlign: 'left',
} as const;

export function LeadsPage() {
  const list = useLeads();
  const [open, setOpen] = useState<AdminLead | null>(null);
  // The dialog is opened from a row, not a Radix trigger: focus goes back to that row's button.
  const opener = useRef<HTMLButtonElement | null>(null);
  // Built once: TanStack renders each cell function as a component, so a new function on every
  // render would remount every row, and the button that opened the dialog with it.
  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: 'Received', meta: { sortKey: 'created_at' }, cell: (info) => formatDateTime(info.getValue()) }),
      column.accessor('type', { header: 'Type' }),
      column.accessor('name', {
        header: 'Name',
        cell: (info) => (
          <NameCell>
            <Button
              type="button"
              $variant="ghost"
              aria-label={`Open lead from ${info.getValue()}`}
              title={info.getValue()}
              style={NAME_BUTTON_STYLE}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(info.row.original);
              }}
            >
              {info.getValue()}
            </Button>
            {/* The lead's own page (decision 145) beside its quick dialog: one column, not two, so
              the table still fits 1024 px. */}
            <Link to={screens.lead(info.row.original.id)} aria-label={`Lead page of ${info.getValue()}`}>
              Page
            </Link>
          </NameCell>
        ),
      }),
      column.accessor('mobile', { header: 'Phone', cell: (info) => <PhoneLink mobile={info.getValue()} name={info.row.original.name} /> }),
      column.accessor('email', { header: 'Email', cell: (info) => <a href={`mailto:${info.getValue()}`}>{info.getValue()}</a> }),
      column.accessor('subject', { header: 'Subject', cell: (info) => info.getValue() ?? '—' }),
      column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
      column.accessor('utm_source', { header: 'UTM source', cell: (info) => info.getValue() ?? '—' }),
      // Owner and next action in one column: who calls back, and when (decision 145).
      column.accessor('next_action_on', {
        header: 'Follow-up',
        meta: { sortKey: 'next_action_on' },
        cell: (info) => `${info.row.original.owner_name ?? '—'} · ${info.getValue() ?? '—'}`,
      }),
    ],
    [],
  );
  const { filters } = list.state;
  return (
    <Screen title="Leads" actions={<ExportCsvButton onExport={() => exportLeadsCsv(list.query)} />}>
      <OutboxPanel />
      <Filters role="search" aria-label="Filter leads">
        <SelectField id="lead-type" label="Type" value={filters.type} onChange={(event) => list.setFilter('type', event.target.value)}>
          <option value="">Any type</option>
          {LEAD_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </SelectField>
        <SelectField id="lead-status-filter" label="Status" value={filters.status} onChange={(event) => list.setFilter('status', event.target.value)}>
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </SelectField>
        <TextField id="lead-from" label="From" type="date" value={filters.from} onChange={(event) => list.setFilter('from', event.target.value)} />
        <TextField id="lead-to" label="To" type="date" value={filters.to} onChange={(event) => list.setFilter('to', event.target.value)} />
        <TextField id="lead-utm" label="UTM source" value={filters.utm_source} onChange={(event) => list.setFilter('utm_source', event.target.value)} />
        <TextField id="lead-q" label="Search" type="search" value={filters.q} onChange={(event) => list.setFilter('q', event.target.value)} />
        <SelectField id="lead-due" label="Next action" value={filters.due} onChange={(event) => list.setFilter('due', event.target.value)}>
          <option value="">Any day</option>
          <option value="today">Due today</option>
        </SelectField>
        <SelectField
          id="lead-line"
          label="Line of business"
          value={filters.line_of_business}
          onChange={(event) => list.setFilter('line_of_business', event.target.value)}
        >
          <option value="">Any line</option>
          {LINES_OF_BUSINESS.map((line) => (
            <option key={line} value={line}>
              {LINE_OF_BUSINESS_LABELS[line]}
            </option>
          ))}
        </SelectField>
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption="Leads"
            columns={columns}
            data={page.results}
            sorting={{ sort: list.state.sort, onSort: list.setSort }}
            paging={{ page: list.state.page, pageSize: list.state.pageSize, total: page.total, onPage: list.setPage, onPageSize: list.setPageSize }}
            empty="No leads match."
          />
        )}
      </QueryState>
      {open && <LeadDialog key={open.id} lead={open} onClose={() => setOpen(null)} returnFocusTo={opener} onSaved={() => list.mutate()} />}
    </Screen>
  );
}
