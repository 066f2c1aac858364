// The periodic canary judge (decision 127), like order expiry: every RELEASE_JUDGE_INTERVAL_MS
// each replica judges every channel with a candidate and rolls back the ones the guard says to.
// Replicas need no coordination: the channel's optimistic version lets exactly one rollback
// through, and the others see "already done" (services/release-judge.ts).
import fp from 'fastify-plugin';
import { periodicJob } from '../../lib/periodic-job';
import { releaseJudgeService, type JudgeRoundResult } from '../../services/release-judge';

declare module 'fastify' {
  interface FastifyInstance {
    releaseJudge: {
      /** The judge's clock (the window ends now); tests inject one, as the RUM records' clock. */
      now(): Date;
      /** One round now, or joins the round in flight. */
      judgeAll(): Promise<JudgeRoundResult[]>;
    };
  }
}

export interface ReleaseJudgeOptions {
  /** false: no timer; tests run app.releaseJudge.judgeAll() themselves. */
  releaseJudgeAuto?: boolean;
  now?: () => Date;
}

export default fp<ReleaseJudgeOptions>(
  async (app, opts) => {
    const now = opts.now ?? (() => new Date());
    const service = releaseJudgeService({ db: app.db, now });
    const interval = app.config.RELEASE_JUDGE_INTERVAL_MS;
    const job = periodicJob(app, {
      work: async () => {
        const results = await service.judgeAll();
        for (const result of results.filter((r) => r.rolledBack)) {
          app.log.warn({ remote: result.remote, reasons: result.reasons }, 'release judge rolled a candidate back');
        }
        return results;
      },
      everyMs: opts.releaseJudgeAuto === false || interval === 0 ? null : interval,
      onError: (err) => app.log.error({ err }, 'release judge failed'),
    });
    app.decorate('releaseJudge', { now, judgeAll: () => job.run() });
  },
  { name: 'release-judge', dependencies: ['config', 'db'] },
);
