// Canary judging on Site speed (decision 125; the comparison contract in contracts/src/admin/releases.ts):
// for each remote with a candidate, the real-user figures of its stable and candidate builds over
// the guard's window, side by side, and the guard's verdict with its reasons. "Judge now" asks the
// API to judge at once; it rolls the candidate back itself when the verdict says so and the guard
// is on, so what staff read here is what the automatic rollback reads.
import { createColumnHelper } from '@tanstack/react-table';
import { Button, toast } from 'mfe-shared';
import type { AdminChannel, BuildVitals, ReleaseComparison } from 'mfe-shared/contracts/admin';
import { Card } from 'mfe-shared/ui/card';
import { QueryState } from 'mfe-shared/ui/query-state';
import { DataTable } from '../../components/data-table';
import { Actions, Section } from '../../components/page';
import { toastError } from '../../lib/api';
import { useReleases } from '../release-channels';
import { useReleaseComparison } from './api/get-release-comparison';
import { judgeRelease } from './api/judge-release';
import { formatAmount, partName, VITAL_LABELS } from './vital-format';

const wholeNumber = new Intl.NumberFormat('en-IN');
const oneDecimal = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const VERDICT_WORDS: Record<ReleaseComparison['verdict']['outcome'], string> = {
  ok: 'The candidate is not worse than stable.',
  wait: 'Too few page loads to judge yet.',
  rollback: 'The candidate is worse than stable beyond the limits: roll it back.',
  no_candidate: 'There is no candidate to judge.',
};

type Measure = { label: string; stable: string; candidate: string };
const column = createColumnHelper<Measure>();

function measures(stable: BuildVitals, candidate: BuildVitals | null): Measure[] {
  const row = (label: string, write: (build: BuildVitals) => string): Measure => ({
    label,
    stable: write(stable),
    candidate: candidate ? write(candidate) : '—',
  });
  const vital = (value: number | null, kind: 'lcp' | 'inp' | 'cls') => (value === null ? '—' : formatAmount(kind, value));
  return [
    row(`${VITAL_LABELS.lcp}, p75`, (build) => vital(build.lcp_p75_ms, 'lcp')),
    row(`${VITAL_LABELS.inp}, p75`, (build) => vital(build.inp_p75_ms, 'inp')),
    row(`${VITAL_LABELS.cls}, p75`, (build) => vital(build.cls_p75, 'cls')),
    row('Failures to load per 1,000 page loads', (build) =>
      build.failures_per_1000 === null ? '—' : `${oneDecimal.format(build.failures_per_1000)} (${wholeNumber.format(build.failures)} in all)`,
    ),
    row('Page loads', (build) => wholeNumber.format(build.loads)),
    row('Vitals samples', (build) => wholeNumber.format(build.samples)),
  ];
}

function ComparisonTable({ comparison }: { comparison: ReleaseComparison }) {
  const { stable, candidate, candidate_share: share } = comparison;
  const columns = [
    column.accessor('label', { header: 'Measure' }),
    column.accessor('stable', { header: `Stable ${stable.version}`, meta: { numeric: true } }),
    column.accessor('candidate', {
      header: candidate ? `Candidate ${candidate.version}${share === null ? '' : ` (${share} % of visitors)`}` : 'Candidate',
      meta: { numeric: true },
    }),
  ];
  return <DataTable caption={`${partName(comparison.remote)}: stable and candidate`} columns={columns} data={measures(stable, candidate)} />;
}

function Verdict({ comparison }: { comparison: ReleaseComparison }) {
  const { verdict, guard, window_minutes: minutes } = comparison;
  return (
    <>
      <p>
        <strong>Verdict:</strong> {VERDICT_WORDS[verdict.outcome]}
      </p>
      {verdict.reasons.length > 0 && (
        <ul aria-label={`Reasons for ${partName(comparison.remote)}`}>
          {verdict.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <p>
        Over the last {wholeNumber.format(minutes)} minutes.{' '}
        {guard.enabled
          ? 'Automatic rollback is on: the API rolls a worse candidate back by itself.'
          : 'Automatic rollback is off: a worse candidate stays until someone rolls it back.'}
      </p>
    </>
  );
}

function ComparisonPanel({ channel, onReleased }: { channel: AdminChannel; onReleased: () => Promise<unknown> }) {
  const { data, error, mutate } = useReleaseComparison(channel.remote, channel.version);
  const judge = async () => {
    try {
      const result = await judgeRelease(channel.remote);
      await mutate(result.comparison, { revalidate: false });
      if (result.rolled_back) {
        toast.success(`Candidate ${channel.candidate_version} rolled back: every visitor gets ${channel.stable_version}.`);
        await onReleased();
      } else {
        toast.success(`Judged: ${VERDICT_WORDS[result.comparison.verdict.outcome]}`);
      }
    } catch (failure) {
      toastError(failure);
    }
  };
  const title = `${partName(channel.remote)} (${channel.remote})`;
  return (
    <Card as="article" aria-label={title}>
      <h3>{title}</h3>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(comparison) => (
          <>
            <ComparisonTable comparison={comparison} />
            <Verdict comparison={comparison} />
          </>
        )}
      </QueryState>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => void judge()}>
          Judge now
        </Button>
      </Actions>
    </Card>
  );
}

/** Every remote with a candidate now, one panel each. */
export function ReleaseComparisons() {
  const { data, error, mutate } = useReleases();
  return (
    <Section aria-labelledby="canary-heading">
      <h2 id="canary-heading">Stable and candidate builds</h2>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ channels }) => {
          const canaries = channels.filter((channel) => channel.candidate_version !== null);
          if (canaries.length === 0) return <p>No part of the site has a candidate build now.</p>;
          return canaries.map((channel) => <ComparisonPanel key={channel.remote} channel={channel} onReleased={() => mutate()} />);
        }}
      </QueryState>
    </Section>
  );
}
