// The canary judge's rule (decision 127), a pure function so every case can be tried. A candidate
// is rolled back when real users see it fail more often, or paint its largest element more slowly,
// than stable beyond the guard's thresholds; neither build is judged before each has enough page
// loads in the window, so a handful of unlucky visitors cannot roll a release back.
import { DEFAULT_LOCALE } from '@sap-academy/contracts';
import type { ReleaseGuardInput } from '@sap-academy/contracts/admin';

/** What the rule reads of one build's figures (BuildVitals has these and more). */
export interface BuildFigures {
  version: string;
  loads: number;
  failures: number;
  lcp_p75_ms: number | null;
}

export type GuardThresholds = Pick<ReleaseGuardInput, 'min_loads' | 'max_failure_increase_per_1000' | 'max_lcp_increase_pct'>;

export type VerdictOutcome = 'ok' | 'wait' | 'rollback' | 'no_candidate';
export interface ReleaseVerdict {
  outcome: VerdictOutcome;
  reasons: string[];
}

/**
 * Failures per 1,000 loads in tenths (one decimal, as staff see it), or null with no loads. The
 * rule compares these whole tenths, so what the screen shows is exactly what was judged.
 */
function perThousandTenths(failures: number, loads: number): number | null {
  return loads > 0 ? Math.round((failures * 10_000) / loads) : null;
}

/** Failures per 1,000 loads, one decimal; null with no loads (BuildVitals' failures_per_1000). */
export function failuresPer1000(failures: number, loads: number): number | null {
  const tenths = perThousandTenths(failures, loads);
  return tenths === null ? null : tenths / 10;
}

// en-IN numbers (SPEC §3's locale): 1,00,000 loads, 2,450 ms, 12.0 per 1,000.
const whole = new Intl.NumberFormat(DEFAULT_LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(DEFAULT_LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const threshold = new Intl.NumberFormat(DEFAULT_LOCALE, { maximumFractionDigits: 2 });

/** Thresholds are decimals typed by staff: 1.1 × 10 is 11.000000000000002 in binary. */
const EPSILON = 1e-9;

export function releaseVerdict(stable: BuildFigures, candidate: BuildFigures | null, guard: GuardThresholds): ReleaseVerdict {
  if (!candidate) return { outcome: 'no_candidate', reasons: [`No candidate is running: every visitor gets stable ${stable.version}.`] };

  const short = [
    { name: `Candidate ${candidate.version}`, build: candidate },
    { name: `Stable ${stable.version}`, build: stable },
  ].filter(({ build }) => build.loads < guard.min_loads);
  if (short.length > 0) {
    return {
      outcome: 'wait',
      reasons: short.map(
        ({ name, build }) => `${name} has ${whole.format(build.loads)} loads in the window, fewer than the ${whole.format(guard.min_loads)} needed to judge.`,
      ),
    };
  }

  const rollback: string[] = [];
  const within: string[] = [];

  // Both have at least min_loads (≥ 10) here, so both rates exist.
  const candidateTenths = perThousandTenths(candidate.failures, candidate.loads)!;
  const stableTenths = perThousandTenths(stable.failures, stable.loads)!;
  const rates = `Candidate ${candidate.version} fails ${oneDecimal.format(candidateTenths / 10)} per 1,000 loads, stable ${oneDecimal.format(stableTenths / 10)}`;
  const maxIncrease = threshold.format(guard.max_failure_increase_per_1000);
  if (candidateTenths - stableTenths - guard.max_failure_increase_per_1000 * 10 > EPSILON) rollback.push(`${rates}: more than ${maxIncrease} above.`);
  else within.push(`${rates}: not more than ${maxIncrease} above.`);

  if (candidate.lcp_p75_ms === null || stable.lcp_p75_ms === null) {
    within.push(`p75 LCP is not compared: ${candidate.lcp_p75_ms === null ? 'the candidate' : 'stable'} has no LCP samples in the window.`);
  } else {
    const lcps = `Candidate ${candidate.version} p75 LCP is ${whole.format(candidate.lcp_p75_ms)} ms, stable ${whole.format(stable.lcp_p75_ms)} ms`;
    const maxPct = threshold.format(guard.max_lcp_increase_pct);
    // In hundredths, so a candidate exactly max % slower is not "more than" by a rounding error.
    if (candidate.lcp_p75_ms * 100 - stable.lcp_p75_ms * (100 + guard.max_lcp_increase_pct) > EPSILON) rollback.push(`${lcps}: more than ${maxPct} % slower.`);
    else within.push(`${lcps}: not more than ${maxPct} % slower.`);
  }

  return rollback.length > 0 ? { outcome: 'rollback', reasons: rollback } : { outcome: 'ok', reasons: within };
}
