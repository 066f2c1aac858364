// A background job of the API process (the outbox drain, order expiry): one run at a time per
// process, callers during a run share it, and an optional timer that stops, and waits for the
// run in flight, when the app closes. Other replicas run their own copy; the jobs' SQL (SKIP
// LOCKED claims) keeps them from doing the same row twice.
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob<T> {
  /** Runs the job now, or joins the run in flight. */
  run(): Promise<T>;
  /** Asks for a run soon without waiting for it (failures go to onError). */
  poke(): void;
}

export function periodicJob<T>(
  app: FastifyInstance,
  options: {
    work: () => Promise<T>;
    /** Milliseconds between timer runs; null: no timer (tests run it explicitly). */
    everyMs: number | null;
    /** A failed timer run; the next tick tries again. */
    onError: (err: unknown) => void;
  },
): PeriodicJob<T> {
  let running: Promise<T> | null = null;
  let closed = false;
  // A poke during a run asks for one more run after it: the run in flight chose its work before
  // the poke's reason existed (a login code queued while a batch of bulk mail is being sent).
  let again = false;
  const run = () =>
    (running ??= options.work().finally(() => {
      running = null;
      if (again) {
        again = false;
        if (!closed) setImmediate(tick);
      }
    }));
  const tick = () => {
    if (!closed) run().catch(options.onError);
  };
  const timer = options.everyMs === null ? null : setInterval(tick, options.everyMs);
  timer?.unref();
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await running?.catch(() => undefined);
  });
  return {
    run,
    poke: () => {
      if (!timer) return;
      if (running) again = true;
      else setImmediate(tick);
    },
  };
}
