// npm run budgets:update — builds (unless --no-build), serves the site as `npm start` does on
// ports of its own, measures every budgeted route in one browser and rewrites budgets.json.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildAll } from '../lib/build.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/ensure-system.mjs';
import { APPS, appDist } from '../lib/paths.mjs';
import { startStack } from '../lib/stack.mjs';
import { BUDGETS_FILE, budgetsFrom, readBudgets, writeBudgets } from './budget-file.mjs';
import { BUDGET_ROUTES } from './budget-routes.mjs';
import { describeChain, measureRoute } from './measure-route.mjs';

// Away from npm start (3000s), e2e (3100–3130, 4100), the benches (3200s, 3340s, 3360s) and
// the compose smoke (3500s).
const PORTS = { shell: 3370, marketing: 3371, lms: 3372, api: 4370 };

if (process.argv.includes('--no-build')) {
  const missing = Object.values(APPS).filter((app) => !existsSync(path.join(appDist(app.dir), 'mf-manifest.json')));
  if (missing.length) throw new Error(`--no-build, but ${missing.map((a) => a.dir).join(', ')} has no build: run without --no-build`);
} else {
  await buildAll();
}

const started = Date.now();
const tmp = await mkdtemp(path.join(os.tmpdir(), 'budgets-'));
const stack = await startStack({
  ports: PORTS,
  quiet: true,
  runtimeConfigFile: path.join(tmp, 'runtime-config.json'),
  // /lms checks the session and every page asks for the settings: the API runs on a throwaway database.
  apiEnv: { PGLITE_DATA_DIR: path.join(tmp, 'pglite') },
});
/** @type {Record<string, import('./budget-rule.mjs').Figures>} */
const measured = {};
try {
  const browser = await chromium.launch({ executablePath: await ensureChromium(), args: [...CHROMIUM_ARGS] });
  try {
    for (const route of BUDGET_ROUTES) {
      const result = await measureRoute(browser, stack.urls.shell, route, stack.urls.api);
      measured[route] = result.figures;
      const { jsGzip, cssGzip, jsRequests, criticalChain } = result.figures;
      console.log(
        `${route.padEnd(36)} JS ${(jsGzip / 1024).toFixed(1).padStart(6)} KB in ${jsRequests}, CSS ${(cssGzip / 1024).toFixed(1)} KB, chain ${criticalChain} (interactive by ${result.interactiveBy})`,
      );
      if (process.argv.includes('--verbose')) console.log(`  ${describeChain(result.chain)}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
  await rm(tmp, { recursive: true, force: true });
}

const before = existsSync(BUDGETS_FILE) ? readBudgets() : {};
const after = budgetsFrom(measured);
for (const route of new Set([...Object.keys(before), ...BUDGET_ROUTES])) {
  const [was, now] = [before[route], after[route]];
  if (JSON.stringify(was) !== JSON.stringify(now)) console.log(`changed ${route}: ${JSON.stringify(was ?? null)} -> ${JSON.stringify(now ?? null)}`);
}
await writeBudgets(measured);
console.log(
  `Wrote ${path.relative(process.cwd(), BUDGETS_FILE)} (${BUDGET_ROUTES.length} routes, measured in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
