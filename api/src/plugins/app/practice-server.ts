// Practice-server access (decision 150): the sealing key, the expiry job, the reminder scan
// (7 days and 1 day before expiry, decision 139's exactly-once pattern) and the health check.
// Every replica runs the jobs: expiry claims due grants with SKIP LOCKED, reminders go through
// the outbox's dedup key, and the health row is simply overwritten.
import fp from 'fastify-plugin';
import { periodicJob } from '../../lib/periodic-job';
import { secretBox, type SecretBox } from '../../lib/secret-box';
import { checkPracticeServerHealth } from '../../services/practice-server-health';
import { expireDueGrants, serverAccessReminderScan } from '../../services/practice-server';

declare module 'fastify' {
  interface FastifyInstance {
    practiceServer: {
      credentials: SecretBox;
      now(): Date;
      /** Expires every grant due at `now`; returns how many. Tests call it directly. */
      expireDue(now?: Date): Promise<number>;
      /** Checks the health URL once (`fetcher` injected by tests). */
      checkHealth(now?: Date, fetcher?: typeof fetch): ReturnType<typeof checkPracticeServerHealth>;
    };
  }
}

export interface PracticeServerOptions {
  /** false: no timers; the caller runs the jobs (tests stay deterministic). */
  practiceServerAuto?: boolean;
  now?: () => Date;
}

export default fp<PracticeServerOptions>(
  async (app, opts) => {
    const now = opts.now ?? (() => new Date());
    const expireDue = (at?: Date) => expireDueGrants(app.db, at ?? now());
    const checkHealth = (at?: Date, fetcher?: typeof fetch) => checkPracticeServerHealth(app.db, at ?? now(), fetcher);
    app.decorate('practiceServer', { credentials: secretBox(app.config.SERVER_CREDENTIAL_KEY), now, expireDue, checkHealth });
    app.reminders.register('server-access-expiring', serverAccessReminderScan(app.db));
    const auto = opts.practiceServerAuto !== false;
    periodicJob(app, {
      work: () => expireDue(),
      everyMs: auto ? app.config.REMINDERS_POLL_MS : null,
      onError: (err) => app.log.error({ err }, 'practice-server expiry failed'),
    });
    periodicJob(app, {
      work: () => checkHealth(),
      everyMs: auto ? app.config.PRACTICE_SERVER_CHECK_MS : null,
      onError: (err) => app.log.error({ err }, 'practice-server health check failed'),
    });
  },
  { name: 'practice-server', dependencies: ['config', 'db', 'reminders'] },
);
