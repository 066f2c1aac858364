// Live batches' clock (decision 136): the Join window, attendance and timetable regeneration
// read it, so tests move time with the app's injected clock instead of waiting for a session.
// The reminder scans (invites, session and batch-start reminders) attach here too.
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    batches: {
      /** The clock of live batches; tests inject one. */
      now(): Date;
    };
  }
}

export interface BatchesOptions {
  now?: () => Date;
}

export default fp<BatchesOptions>(
  async (app, opts) => {
    app.decorate('batches', { now: opts.now ?? (() => new Date()) });
  },
  { name: 'batches', dependencies: ['config', 'db'] },
);
