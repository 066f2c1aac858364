// Site speed (decision 116): what real visitors measured, from GET /admin/rum. p75
// Core Web Vitals by route and the remote versions the pages ran, rated by Google's thresholds,
// and remote load failures by remote version: after a release, one look says whether the new
// version is slower or failing for real users; a remote in a canary gets its stable and
// candidate builds side by side with the guard's verdict (release-comparison.tsx). Admins only.
// In staff words: what each number means is plain, and the metric names and thresholds are one
// click away.
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import type { RumSummary } from 'mfe-shared/contracts/admin';
import { DataTable } from '../../components/data-table';
import { Actions, Screen, Section } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { SelectField } from 'mfe-shared/ui/field';
import { formatDateTime } from '../../lib/india-time';
import { useRumSummary } from './api/get-rum-summary';
import { ReleaseComparisons } from './release-comparison';
import { formatAmount, partName, VITAL_LABELS, type Vital } from './vital-format';

type VitalsRow = RumSummary['vitals'][number];
type FailureRow = RumSummary['failures'][number];

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

const GOOD_LIMITS = (['lcp', 'inp', 'cls', 'ttfb'] as const).map((vital) => `${vital.toUpperCase()} ${formatAmount(vital, THRESHOLDS[vital][0])}`).join(', ');

function formatVital(vital: Vital, value: number | null): string {
  if (value === null) return '—';
  return `${formatAmount(vital, value)} (${rating(vital, value)})`;
}

const KIND_LABEL: Record<FailureRow['kind'], string> = {
  manifest: 'Finding the part (manifest)',
  entry: 'Starting the part (entry script)',
  module: 'Loading a screen (module or chunk)',
  other: 'Something else',
};

/** 'mfe_lms@0.1.1 mfe_marketing@0.1.0' → 'Learning portal 0.1.1, Public site 0.1.0'. */
export function versionsInWords(versions: string): string {
  if (!versions) return '—';
  return versions
    .split(' ')
    .map((entry) => {
      const at = entry.lastIndexOf('@');
      return at > 0 ? `${partName(entry.slice(0, at))} ${entry.slice(at + 1)}` : entry;
    })
    .join(', ');
}

const vitalsColumn = createColumnHelper<VitalsRow>();
const vitalsColumns = [
  vitalsColumn.accessor('route', { header: 'Page' }),
  vitalsColumn.accessor('remote_versions', { header: 'Site versions', cell: (info) => versionsInWords(info.getValue()) }),
  vitalsColumn.accessor('samples', { header: 'Visits', meta: { numeric: true } }),
  ...(['lcp', 'inp', 'cls', 'ttfb'] as const).map((vital) =>
    vitalsColumn.accessor((row) => row.p75[vital], { id: vital, header: VITAL_LABELS[vital], cell: (info) => formatVital(vital, info.getValue()) }),
  ),
];

const failureColumn = createColumnHelper<FailureRow>();
const failureColumns = [
  failureColumn.accessor('remote', { header: 'Part of the site', cell: (info) => partName(info.getValue()) }),
  failureColumn.accessor('version', { header: 'Version' }),
  failureColumn.accessor('kind', { header: 'What failed', cell: (info) => KIND_LABEL[info.getValue()] }),
  failureColumn.accessor('count', { header: 'Times', meta: { numeric: true } }),
  failureColumn.accessor('last_at', { header: 'Last seen', cell: (info) => formatDateTime(info.getValue()) }),
];

export function SpeedPage() {
  const [hours, setHours] = useState<number>(24);
  const { data, error, mutate } = useRumSummary(hours);
  const id = useId();
  return (
    <Screen title="Site speed">
      <p>How fast the site was for real visitors, page by page: three visits in four were at least this quick.</p>
      <details>
        <summary>How this is measured</summary>
        <p>
          Visitors’ browsers report Google’s Core Web Vitals; each figure is the 75th percentile (p75) of the period, rated by web.dev’s thresholds (good up to:{' '}
          {GOOD_LIMITS}). A site version is the release of each federated remote (mfe_marketing, mfe_lms, mfe_admin) the page ran.
        </p>
      </details>
      <Actions>
        <SelectField id={id} label="Period" value={String(hours)} onChange={(event) => setHours(Number(event.target.value))}>
          {WINDOWS.map((window) => (
            <option key={window.hours} value={String(window.hours)}>
              {window.label}
            </option>
          ))}
        </SelectField>
      </Actions>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(summary) => (
          <>
            <Section>
              <DataTable caption="Page speed" columns={vitalsColumns} data={summary.vitals} empty="No page loads reported in this period." />
            </Section>
            <Section>
              <DataTable
                caption="Parts of the site that failed to load"
                columns={failureColumns}
                data={summary.failures}
                empty="Every part of the site loaded in this period."
              />
            </Section>
          </>
        )}
      </QueryState>
      <ReleaseComparisons />
    </Screen>
  );
}
