// Runs one of the Playwright suites in e2e/ (the main one, the dev servers', the compose smoke's)
// and counts its results from the JSON report, for `npm test`'s summary line.
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { recordPlaywrightFailures } from './failure-recap.mjs';
import { repoRoot } from './paths.mjs';
import { run } from './run.mjs';

const E2E_DIR = path.join(repoRoot, 'e2e');

/**
 * Every suite's config writes its JSON report where PLAYWRIGHT_JSON_OUTPUT_NAME says
 * (jsonReporter in e2e/support/e2e-env.ts).
 * A failing test is counted, not thrown; a suite that fails without a report (Playwright did not
 * start) throws; errors outside tests (a global set-up that failed) count as failures.
 * @param {{config?: string, report: string}} o  config: a file in e2e/ (default playwright.config.ts)
 * @returns {Promise<{passed: number, failed: number}>}
 */
export async function runPlaywrightSuite({ config, report }) {
  const out = path.join(E2E_DIR, 'artifacts', report);
  await rm(out, { force: true });
  let exitedWithFailure = false;
  try {
    await run('npx', ['playwright', 'test', ...(config ? ['-c', config] : [])], {
      cwd: E2E_DIR,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
  } catch (error) {
    if (!existsSync(out)) throw error;
    exitedWithFailure = true;
  }
  const parsed = JSON.parse(await readFile(out, 'utf8'));
  const { stats, errors = [] } = parsed;
  recordPlaywrightFailures(config ? path.basename(config, '.config.ts') : 'e2e', parsed);
  const failed = stats.unexpected + errors.length;
  return { passed: stats.expected + stats.flaky, failed: exitedWithFailure ? Math.max(failed, 1) : failed };
}
