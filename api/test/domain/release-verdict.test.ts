// The canary judge's rule (decision 127): roll a candidate back only when it has been seen by
// enough visitors and is worse than stable beyond the guard's thresholds, and say why with both
// numbers, the en-IN way.
import fc from 'fast-check';
import { failuresPer1000, releaseVerdict, type BuildFigures, type GuardThresholds } from '../../src/domain/release-verdict';

const GUARD: GuardThresholds = { min_loads: 200, max_failure_increase_per_1000: 5, max_lcp_increase_pct: 20 };
const build = (version: string, loads: number, failures: number, lcp: number | null = 2400): BuildFigures => ({
  version,
  loads,
  failures,
  lcp_p75_ms: lcp,
});
const STABLE = build('1.0.0', 2000, 1);

describe('releaseVerdict (decision 127)', () => {
  it('has nothing to judge without a candidate', () => {
    expect(releaseVerdict(STABLE, null, GUARD)).toEqual({ outcome: 'no_candidate', reasons: ['No candidate is running: every visitor gets stable 1.0.0.'] });
  });

  it('waits until each build has min_loads in the window, naming the ones short of it', () => {
    const verdict = releaseVerdict(build('1.0.0', 150_000, 1), build('1.1.0', 199, 199), GUARD);
    expect(verdict).toEqual({ outcome: 'wait', reasons: ['Candidate 1.1.0 has 199 loads in the window, fewer than the 200 needed to judge.'] });
    expect(releaseVerdict(build('1.0.0', 120, 0), build('1.1.0', 100, 0), GUARD).reasons).toEqual([
      'Candidate 1.1.0 has 100 loads in the window, fewer than the 200 needed to judge.',
      'Stable 1.0.0 has 120 loads in the window, fewer than the 200 needed to judge.',
    ]);
    // en-IN groups lakhs: 1,50,000.
    expect(releaseVerdict(build('1.0.0', 10, 0), build('1.1.0', 150_000, 0), { ...GUARD, min_loads: 100_000 }).reasons).toEqual([
      'Stable 1.0.0 has 10 loads in the window, fewer than the 1,00,000 needed to judge.',
    ]);
  });

  it('rolls back when the failure rate rises by more than the threshold, with both rates', () => {
    // stable 1 / 2,000 = 0.5 per 1,000; candidate 24 / 2,000 = 12.0.
    expect(releaseVerdict(STABLE, build('1.1.0', 2000, 24), GUARD)).toEqual({
      outcome: 'rollback',
      reasons: ['Candidate 1.1.0 fails 12.0 per 1,000 loads, stable 0.5: more than 5 above.'],
    });
  });

  it('keeps a candidate exactly at the threshold (more than, not as much as)', () => {
    // 11 / 2,000 = 5.5, stable 0.5: exactly 5 above.
    expect(releaseVerdict(STABLE, build('1.1.0', 2000, 11), GUARD).outcome).toBe('ok');
    expect(releaseVerdict(STABLE, build('1.1.0', 2000, 12), GUARD).outcome).toBe('rollback');
    // 1.1 per 1,000 is 11.000000000000002 tenths in binary: still exactly at the threshold.
    expect(releaseVerdict(build('1.0.0', 10_000, 0), build('1.1.0', 10_000, 11), { ...GUARD, max_failure_increase_per_1000: 1.1 }).outcome).toBe('ok');
    // 20 % slower exactly is kept; a millisecond more is not.
    expect(releaseVerdict(STABLE, build('1.1.0', 2000, 1, 2880), GUARD).outcome).toBe('ok');
    expect(releaseVerdict(STABLE, build('1.1.0', 2000, 1, 2881), GUARD).outcome).toBe('rollback');
  });

  it('rolls back when p75 LCP is slower by more than the percentage, and gives every reason that applies', () => {
    expect(releaseVerdict(build('1.0.0', 5000, 0, 2400), build('1.1.0', 5000, 0, 3200), GUARD)).toEqual({
      outcome: 'rollback',
      reasons: ['Candidate 1.1.0 p75 LCP is 3,200 ms, stable 2,400 ms: more than 20 % slower.'],
    });
    expect(releaseVerdict(build('1.0.0', 5000, 0, 2400), build('1.1.0', 5000, 100, 12_500), GUARD).reasons).toEqual([
      'Candidate 1.1.0 fails 20.0 per 1,000 loads, stable 0.0: more than 5 above.',
      'Candidate 1.1.0 p75 LCP is 12,500 ms, stable 2,400 ms: more than 20 % slower.',
    ]);
  });

  it('says ok with the figures it compared, and skips LCP when a build has none', () => {
    expect(releaseVerdict(STABLE, build('1.1.0', 4000, 4, 2500), GUARD)).toEqual({
      outcome: 'ok',
      reasons: [
        'Candidate 1.1.0 fails 1.0 per 1,000 loads, stable 0.5: not more than 5 above.',
        'Candidate 1.1.0 p75 LCP is 2,500 ms, stable 2,400 ms: not more than 20 % slower.',
      ],
    });
    expect(releaseVerdict(STABLE, build('1.1.0', 4000, 4, null), GUARD).reasons[1]).toBe(
      'p75 LCP is not compared: the candidate has no LCP samples in the window.',
    );
  });

  it('gives failures per 1,000 loads to one decimal, null without loads', () => {
    expect(failuresPer1000(24, 2000)).toBe(12);
    expect(failuresPer1000(1, 3)).toBe(333.3);
    expect(failuresPer1000(0, 0)).toBeNull();
  });

  describe('properties', () => {
    const guards = fc.record({
      min_loads: fc.integer({ min: 10, max: 100_000 }),
      max_failure_increase_per_1000: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1000, noNaN: true })),
      max_lcp_increase_pct: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1000, noNaN: true })),
    });
    const builds = (version: string) =>
      fc.record({
        version: fc.constant(version),
        loads: fc.integer({ min: 0, max: 200_000 }),
        failures: fc.integer({ min: 0, max: 200_000 }),
        lcp_p75_ms: fc.option(fc.integer({ min: 0, max: 600_000 }), { nil: null }),
      });

    it('never rolls back a build with fewer than min_loads', () => {
      fc.assert(
        fc.property(builds('1.0.0'), builds('1.1.0'), guards, (stable, candidate, guard) => {
          fc.pre(stable.loads < guard.min_loads || candidate.loads < guard.min_loads);
          expect(releaseVerdict(stable, candidate, guard).outcome).toBe('wait');
        }),
        { numRuns: 500 },
      );
    });

    it('never rolls back a candidate that does exactly what stable does', () => {
      fc.assert(
        fc.property(builds('1.0.0'), guards, (stable, guard) => {
          expect(releaseVerdict(stable, { ...stable, version: '1.1.0' }, guard).outcome).not.toBe('rollback');
        }),
        { numRuns: 500 },
      );
    });

    it('never turns a rollback into ok when the candidate gets worse', () => {
      fc.assert(
        fc.property(
          builds('1.0.0'),
          builds('1.1.0'),
          guards,
          fc.integer({ min: 0, max: 100_000 }),
          fc.integer({ min: 0, max: 100_000 }),
          (stable, candidate, guard, moreFailures, slowerMs) => {
            const worse = {
              ...candidate,
              failures: candidate.failures + moreFailures,
              lcp_p75_ms: candidate.lcp_p75_ms === null ? null : candidate.lcp_p75_ms + slowerMs,
            };
            if (releaseVerdict(stable, candidate, guard).outcome === 'rollback') expect(releaseVerdict(stable, worse, guard).outcome).toBe('rollback');
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('names both builds’ figures in every rollback reason', () => {
      fc.assert(
        fc.property(builds('1.0.0'), builds('1.1.0'), guards, (stable, candidate, guard) => {
          const verdict = releaseVerdict(stable, candidate, guard);
          fc.pre(verdict.outcome === 'rollback');
          const rate = (b: BuildFigures) =>
            failuresPer1000(b.failures, b.loads)!.toLocaleString('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
          for (const reason of verdict.reasons) {
            const [a, b] = reason.includes('LCP')
              ? [`${candidate.lcp_p75_ms!.toLocaleString('en-IN')} ms`, `${stable.lcp_p75_ms!.toLocaleString('en-IN')} ms`]
              : [`fails ${rate(candidate)} per 1,000`, `stable ${rate(stable)}`];
            expect(reason).toContain(a);
            expect(reason).toContain(b);
          }
        }),
        { numRuns: 500 },
      );
    });
  });
});
