// The canary judge (decision 127, building decision 125's "not yet built"): a remote's stable and
// candidate builds compared from the real-user records (decision 116) over the guard's window,
// the verdict (domain/release-verdict.ts), and, when the guard is on and the verdict says so, the
// release service's `auto_rollback` with the verdict's reasons. Every API replica runs the judge;
// the channel's version makes all but the first rollback a conflict, which here means "another
// judge did it", so there is one history row, never an error.
import type { BuildVitals, ReleaseComparison, ReleaseGuard, releaseJudgeResponseSchema } from '@sap-academy/contracts/admin';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { failuresPer1000, releaseVerdict } from '../domain/release-verdict';
import { remoteChannelsRepository, type RemoteChannelRow } from '../repositories/remote-channels';
import { rumRepository } from '../repositories/rum';
import { releaseGuardService } from './release-guard';
import { remoteReleasesService, view as channelView } from './remote-releases';

export type ReleaseJudgement = z.infer<typeof releaseJudgeResponseSchema>;
/** What one round of the periodic judge did, per channel with a candidate. */
export interface JudgeRoundResult {
  remote: string;
  outcome: ReleaseComparison['verdict']['outcome'];
  rolledBack: boolean;
  reasons: string[];
}

const rounded = (value: number | null, digits = 0) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

export function releaseJudgeService(app: { db: Db; now: () => Date }) {
  const channels = remoteChannelsRepository(app.db);
  const rum = rumRepository(app.db);
  const guards = releaseGuardService(app);
  const releases = remoteReleasesService(app);

  async function channelOf(remote: string): Promise<RemoteChannelRow | undefined> {
    // One row per remote: the whole table is a handful of rows.
    return (await channels.list()).find((row) => row.remote === remote);
  }

  async function buildVitals(remote: string, version: string, since: Date): Promise<BuildVitals> {
    const row = await rum.buildSince(remote, version, since);
    return {
      version,
      loads: row.loads,
      failures: row.failures,
      failures_per_1000: failuresPer1000(row.failures, row.loads),
      lcp_p75_ms: rounded(row.lcp),
      inp_p75_ms: rounded(row.inp),
      cls_p75: rounded(row.cls, 3),
      samples: row.samples,
    };
  }

  async function compareChannel(channel: RemoteChannelRow, guard: ReleaseGuard, windowMinutes: number): Promise<ReleaseComparison> {
    const since = new Date(app.now().getTime() - windowMinutes * 60_000);
    const stable = await buildVitals(channel.remote, channel.stableVersion, since);
    const candidate = channel.candidateVersion ? await buildVitals(channel.remote, channel.candidateVersion, since) : null;
    return {
      remote: channel.remote,
      window_minutes: windowMinutes,
      stable,
      candidate,
      candidate_share: channel.candidateShare,
      verdict: releaseVerdict(stable, candidate, guard),
      guard,
    };
  }

  async function judgeChannel(channel: RemoteChannelRow, guard: ReleaseGuard): Promise<ReleaseJudgement> {
    const comparison = await compareChannel(channel, guard, guard.window_minutes);
    if (!guard.enabled || comparison.verdict.outcome !== 'rollback') return { comparison, rolled_back: false, channel: channelView(channel) };
    try {
      const after = await releases.run('automatic', channel.remote, channel.version, { action: 'auto_rollback', reason: comparison.verdict.reasons.join(' ') });
      return { comparison, rolled_back: true, channel: after };
    } catch (err) {
      if (!(err instanceof DomainError && err.kind === 'conflict')) throw err;
      // The channel moved since it was read: another replica's judge rolled it back first, or
      // staff promoted or rolled back meanwhile. Either way this judge has nothing left to do.
      const now = await channelOf(channel.remote);
      return { comparison, rolled_back: false, channel: now ? channelView(now) : null };
    }
  }

  async function known(remote: string): Promise<RemoteChannelRow> {
    const channel = await channelOf(remote);
    if (!channel) throw new DomainError('not_found', `${remote} has no release channel.`);
    return channel;
  }

  return {
    /** GET /admin/releases/:remote/comparison: the figures and the verdict, whatever the guard says. */
    async compare(remote: string, windowMinutes?: number): Promise<ReleaseComparison> {
      const [channel, guard] = [await known(remote), await guards.view()];
      return compareChannel(channel, guard, windowMinutes ?? guard.window_minutes);
    },

    /** POST /admin/releases/:remote/judge: judges now, rolling back when the guard is on and the verdict says so. */
    async judge(remote: string): Promise<ReleaseJudgement> {
      const [channel, guard] = [await known(remote), await guards.view()];
      return judgeChannel(channel, guard);
    },

    /**
     * The periodic judge: every channel with a candidate, while the guard is on. A channel that
     * fails is reported after the others have been judged.
     */
    async judgeAll(): Promise<JudgeRoundResult[]> {
      const guard = await guards.view();
      if (!guard.enabled) return [];
      const results: JudgeRoundResult[] = [];
      const failures: unknown[] = [];
      for (const channel of await channels.list()) {
        if (!channel.candidateVersion) continue;
        try {
          const { comparison, rolled_back } = await judgeChannel(channel, guard);
          results.push({ remote: channel.remote, outcome: comparison.verdict.outcome, rolledBack: rolled_back, reasons: comparison.verdict.reasons });
        } catch (err) {
          failures.push(err);
        }
      }
      if (failures.length > 0) throw new AggregateError(failures, `${failures.length} channel(s) could not be judged`);
      return results;
    },
  };
}
