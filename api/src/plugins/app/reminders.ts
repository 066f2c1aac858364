// Reminder scans (decision 139): each feature registers a scan that, given an instant, writes the
// mails now due (an hour before a session, a day before a batch) with `enqueueOnce`. Every replica
// runs every scan on its own timer; the outbox's dedup key makes the second writer a no-op, so a
// reminder goes exactly once however many replicas, retries or overlapping runs there are.
import fp from 'fastify-plugin';
import { periodicJob } from '../../lib/periodic-job';

export type ReminderScan = (now: Date) => Promise<number>;

declare module 'fastify' {
  interface FastifyInstance {
    reminders: {
      /** Adds a scan; a name is registered once. */
      register(name: string, scan: ReminderScan): void;
      /** Runs every scan at `now` (default: the clock): mails written per scan. Tests call it directly. */
      run(now?: Date): Promise<Record<string, number>>;
    };
  }
}

export interface RemindersOptions {
  /** false: no timer; the caller runs `app.reminders.run` (tests stay deterministic). */
  remindersAuto?: boolean;
  clock?: () => Date;
}

export default fp<RemindersOptions>(
  async (app, opts) => {
    const clock = opts.clock ?? (() => new Date());
    const scans = new Map<string, ReminderScan>();

    async function run(now: Date = clock()): Promise<Record<string, number>> {
      const written: Record<string, number> = {};
      // One failing scan (a bad row, a slow query) must not stop the others' reminders.
      for (const [name, scan] of scans) {
        try {
          written[name] = await scan(now);
        } catch (err) {
          app.log.error({ err, scan: name }, 'reminder scan failed');
          written[name] = 0;
        }
      }
      if (Object.values(written).some((n) => n > 0)) app.outbox.poke();
      return written;
    }

    app.decorate('reminders', {
      register(name: string, scan: ReminderScan) {
        if (scans.has(name)) throw new Error(`reminder scan "${name}" is registered twice`);
        scans.set(name, scan);
      },
      run,
    });
    periodicJob(app, {
      work: () => run(),
      everyMs: opts.remindersAuto === false ? null : app.config.REMINDERS_POLL_MS,
      onError: (err) => app.log.error({ err }, 'reminder scans failed'),
    });
  },
  { name: 'reminders', dependencies: ['config', 'db', 'outbox'] },
);
