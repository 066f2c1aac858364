// Live batches' clock (decision 136): the Join window, attendance and timetable regeneration
// read it, so tests move time with the app's injected clock instead of waiting for a session.
// Its reminder scans (an hour before each session, a day before a batch) are registered here
// with the reminders plugin (decision 139).
import fp from 'fastify-plugin';
import { batchReminderScans } from '../../services/batch-mails';

declare module 'fastify' {
  interface FastifyInstance {
    batches: {
      /** The clock of live batches; tests inject one. */
      now(): Date;
      /** The site's host, the right-hand side of every invite UID. */
      uidHost: string;
    };
  }
}

export interface BatchesOptions {
  now?: () => Date;
}

export default fp<BatchesOptions>(
  async (app, opts) => {
    app.decorate('batches', { now: opts.now ?? (() => new Date()), uidHost: new URL(app.config.PUBLIC_SITE_URL).host });
    const scans = batchReminderScans(app.db);
    app.reminders.register('batch-session-reminders', scans.sessionReminders);
    app.reminders.register('batch-starts', scans.batchStarts);
  },
  { name: 'batches', dependencies: ['config', 'db', 'reminders'] },
);
