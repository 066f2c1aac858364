// Release channels, history and the canary comparison as the API answers them (contracts/src/admin/releases.ts).
import type { AdminChannel, BuildVitals, ReleaseComparison, ReleaseGuard } from 'mfe-shared/contracts/admin';
import type { z } from 'zod';
import type { adminReleaseSchema } from 'mfe-shared/contracts/admin';

type Release = z.infer<typeof adminReleaseSchema>;

export const channel = (overrides: Partial<AdminChannel> = {}): AdminChannel => ({
  remote: 'mfe_lms',
  stable_version: '1.2.0',
  stable_manifest: 'https://cdn.example.com/mfe_lms/1.2.0/mf-manifest.json',
  candidate_version: '1.3.0',
  candidate_manifest: 'https://cdn.example.com/mfe_lms/1.3.0/mf-manifest.json',
  candidate_share: 5,
  version: 4,
  updated_at: '2026-11-27T04:30:00.000Z',
  ...overrides,
});

export const noCandidate = (remote: string, stable: string): AdminChannel =>
  channel({
    remote,
    stable_version: stable,
    stable_manifest: `https://cdn.example.com/${remote}/${stable}/mf-manifest.json`,
    candidate_version: null,
    candidate_manifest: null,
    candidate_share: null,
  });

export const release = (overrides: Partial<Release> = {}): Release => ({
  id: 1,
  remote: 'mfe_lms',
  action: 'canary',
  from_version: '1.2.0',
  to_version: '1.3.0',
  share: 5,
  actor: 'meera@example.com',
  reason: null,
  created_at: '2026-11-27T04:30:00.000Z',
  ...overrides,
});

export const releases = (channels: AdminChannel[], history: Release[] = [], total = history.length, page = 1) => ({ channels, history, total, page });

export const guard = (overrides: Partial<ReleaseGuard> = {}): ReleaseGuard => ({
  enabled: true,
  window_minutes: 60,
  min_loads: 200,
  max_failure_increase_per_1000: 5,
  max_lcp_increase_pct: 20,
  version: 2,
  updated_at: '2026-11-26T06:30:00.000Z',
  ...overrides,
});

export const build = (overrides: Partial<BuildVitals> = {}): BuildVitals => ({
  version: '1.2.0',
  loads: 123_456,
  failures: 62,
  failures_per_1000: 0.5,
  lcp_p75_ms: 1830,
  inp_p75_ms: 96,
  cls_p75: 0.02,
  samples: 98_765,
  ...overrides,
});

export const comparison = (overrides: Partial<ReleaseComparison> = {}): ReleaseComparison => ({
  remote: 'mfe_lms',
  window_minutes: 60,
  stable: build(),
  candidate: build({ version: '1.3.0', loads: 6_500, failures: 78, failures_per_1000: 12, lcp_p75_ms: 2900, inp_p75_ms: 240, cls_p75: 0.11, samples: 5_210 }),
  candidate_share: 5,
  verdict: {
    outcome: 'rollback',
    reasons: [
      'Candidate 1.3.0 fails 12.0 per 1,000 loads, stable 0.5: more than 5 above.',
      'Candidate 1.3.0 p75 LCP 2.90 s is 58 % above stable 1.83 s: more than 20 %.',
    ],
  },
  guard: guard(),
  ...overrides,
});
