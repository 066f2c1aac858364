// Site speed (issue 18 §4, decision 116): what real visitors measured, from GET /admin/rum. p75
// Core Web Vitals by route and the remote versions the pages ran, rated by Google's thresholds,
// and remote load failures by remote version: after a release, one look says whether the new
// version is slower or failing for real users. Admins only.
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { rumSummarySchema, type RumSummary } from 'mfe-shared/contracts/admin';
import { api } from '../../config/paths';
import { DataTable } from '../../components/data-table';
import { Actions, Screen, Section } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { formatDateTime } from '../../lib/india-time';
import { useAdminApi } from '../../lib/use-admin-api';

type VitalsRow = RumSummary['vitals'][number];
type FailureRow = RumSummary['failures'][number];
type Vital = keyof VitalsRow['p75'];

export const WINDOWS = [
  { hours: 1, label: 'Last hour' },
  { hours: 24, label: 'Last 24 hours' },
  { hours: 168, label: 'Last 7 days' },
] as const;

/** web.dev's "good" and "poor" limits for each metric (ms, CLS unitless). */
const THRESHOLDS: Record<Vital, [good: number, poor: number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  ttfb: [800, 1800],
};

export function rating(vital: Vital, value: number): 'good' | 'needs improvement' | 'poor' {
  const [good, poor] = THRESHOLDS[vital];
  if (value <= good) return 'good';
  return value <= poor ? 'needs improvement' : 'poor';
}

function formatVital(vital: Vital, value: number | null): string {
  if (value === null) return '—';
  const shown = vital === 'cls' ? value.toFixed(3) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
  return `${shown} (${rating(vital, value)})`;
}

const KIND_LABEL: Record<FailureRow['kind'], string> = {
  manifest: 'Manifest',
  entry: 'Entry script',
  module: 'Module or chunk',
  other: 'Other',
};

const vitalsColumn = createColumnHelper<VitalsRow>();
const vitalsColumns = [
  vitalsColumn.accessor('route', { header: 'Route' }),
  vitalsColumn.accessor('remote_versions', { header: 'Remote versions', cell: (info) => info.getValue() || '—' }),
  vitalsColumn.accessor('samples', { header: 'Page loads', meta: { numeric: true } }),
  ...(['lcp', 'inp', 'cls', 'ttfb'] as const).map((vital) =>
    vitalsColumn.accessor((row) => row.p75[vital], { id: vital, header: `${vital.toUpperCase()} p75`, cell: (info) => formatVital(vital, info.getValue()) }),
  ),
];

const failureColumn = createColumnHelper<FailureRow>();
const failureColumns = [
  failureColumn.accessor('remote', { header: 'Remote' }),
  failureColumn.accessor('version', { header: 'Version' }),
  failureColumn.accessor('kind', { header: 'Failed at', cell: (info) => KIND_LABEL[info.getValue()] }),
  failureColumn.accessor('count', { header: 'Failures', meta: { numeric: true } }),
  failureColumn.accessor('last_at', { header: 'Last seen', cell: (info) => formatDateTime(info.getValue()) }),
];

export function SpeedPage() {
  const [hours, setHours] = useState<number>(24);
  const { data, error, mutate } = useAdminApi(`${api.rum}?hours=${hours}`, rumSummarySchema, { keepPrevious: true });
  const id = useId();
  return (
    <Screen title="Site speed">
      <p>What real visitors’ browsers measured: the 75th percentile of each Core Web Vital, by page and by the remote versions it ran.</p>
      <Actions>
        <label htmlFor={id}>Period</label>
        <select id={id} value={String(hours)} onChange={(event) => setHours(Number(event.target.value))}>
          {WINDOWS.map((window) => (
            <option key={window.hours} value={String(window.hours)}>
              {window.label}
            </option>
          ))}
        </select>
      </Actions>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(summary) => (
          <>
            <Section>
              <DataTable caption="Core Web Vitals (p75)" columns={vitalsColumns} data={summary.vitals} empty="No page loads reported in this period." />
            </Section>
            <Section>
              <DataTable caption="Remote load failures" columns={failureColumns} data={summary.failures} empty="No remote failed to load in this period." />
            </Section>
          </>
        )}
      </QueryState>
    </Screen>
  );
}
