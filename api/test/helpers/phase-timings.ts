// With API_TEST_TIMINGS=<file>, useTestApp appends each set-up phase's milliseconds to that file
// (`phase<TAB>driver<TAB>ms`), the per-phase numbers docs/perf/test-time.md compares.
import { appendFileSync } from 'node:fs';

export async function timed<T>(phase: string, driver: string, run: () => Promise<T>): Promise<T> {
  const file = process.env.API_TEST_TIMINGS;
  if (!file) return run();
  const started = performance.now();
  try {
    return await run();
  } finally {
    appendFileSync(file, `${phase}\t${driver}\t${Math.round(performance.now() - started)}\n`);
  }
}
