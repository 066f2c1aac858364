// npm run bench:lighthouse — Lighthouse mobile and desktop on `/`,
// `/training/individual`, `/lms` and a public course page for
//   (a) the federated production build, served as `npm start` serves it (with the API);
//   (b) a monolith build of the same app, no federation (bench/monolith/);
//   (c) each page's rendered DOM saved as static HTML, no scripts (lighthouse/static-pages.mjs).
// The runs interleave (run → route → form factor → variant), so a slow spell of the machine
// hits every variant alike. Prints medians and ranges, the ratios a/b and a/c, and the targets;
// the raw results go to .bench/lighthouse-results.json.
// It adds the portal signed in (portal-runs.mjs: the student's token in localStorage
// before load): the course list and the class viewer, federated only, against the portal's
// targets with the visitor's /lms.
// `--runs=N` runs of each (default 3); `--no-build` reuses the builds; `--portal` measures only
// the portal's three pages (federated, mobile and desktop).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildAll } from '../lib/build.mjs';
import { ensureChromium } from '../lib/ensure-system.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { log } from '../lib/run.mjs';
import { startStack } from '../lib/stack.mjs';
import { loadPageServer } from '../lib/page-server.mjs';
import { FORM_FACTORS, lighthouseRun } from './lighthouse/run-lighthouse.mjs';
import { checkTargets, printMachineLoad, printTables, printTargets, summarize, TARGETS, VARIANTS } from './lighthouse/report.mjs';
import { saveStaticPages, startStaticPagesServer } from './lighthouse/static-pages.mjs';
import { PORTAL_TARGETS, portalChecks, signedInProfile } from './lighthouse/portal-runs.mjs';
import { buildMonolith, MONOLITH_DIR } from './monolith/build.mjs';

const PORTS = { shell: 3340, marketing: 3341, lms: 3342, api: 4340, monolith: 3343, static: 3344 };
// What shows when a page's content is there: a public page's h1, the portal's sign-in form.
const ROUTES = [
  { path: '/', ready: '[data-remote] main h1' },
  { path: '/training/individual', ready: '[data-remote] main h1' },
  { path: '/lms', ready: '[data-remote] form[aria-label="Sign in"]' },
  // A public course page (issue 35, decision 211): the demo catalogue's SAP MM.
  { path: '/courses/sap-mm', ready: '[data-remote] main h1' },
];
const BENCH_DIR = path.join(repoRoot, '.bench');
const STATIC_DIR = path.join(BENCH_DIR, 'static-pages');
const RESULTS_FILE = path.join(BENCH_DIR, 'lighthouse-results.json');
const ATTEMPTS = 2;

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const portalOnly = process.argv.includes('--portal');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs=N needs a whole number >= 1');
const origin = (port) => `http://localhost:${port}`;

/** The monolith and the static pages must show the same content before we time them. */
async function checkVariantsRender(browser, urls) {
  for (const [variant, javaScriptEnabled] of Object.entries({ b: true, c: false })) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    for (const route of ROUTES) {
      await page.goto(`${urls[variant]}${route.path}`);
      await page.waitForSelector(route.ready, { timeout: 30_000 }).catch(() => {
        throw new Error(`${VARIANTS[variant]}: ${route.path} never showed ${route.ready}`);
      });
    }
    await context.close();
  }
}

async function measure(url, formFactor, tmp, id, profileFor) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const options = profileFor ? { profile: await profileFor(`${id}-${attempt}`), keepStorage: true } : {};
      return await lighthouseRun(url, formFactor, tmp, `${id}-${attempt}`, options);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      log(`retrying after: ${error instanceof Error ? error.message : error}`);
    }
  }
}

const gitCommit = () => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim();
  } catch {
    return null;
  }
};

if (!process.argv.includes('--no-build')) await buildAll();
if (!portalOnly && (!process.argv.includes('--no-build') || !existsSync(path.join(MONOLITH_DIR, 'index.html')))) await buildMonolith();

const tmp = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
const started = [];
const samples = [];
/** @type {Record<string, string>} the origin of each variant */
let urls;
try {
  const stack = await startStack({
    ports: PORTS,
    quiet: true,
    runtimeConfigFile: path.join(tmp, 'runtime-config.json'),
    // The monolith calls the same API from its own origin.
    apiEnv: { PGLITE_DATA_DIR: path.join(tmp, 'pglite'), CORS_ORIGINS: [PORTS.shell, PORTS.monolith].map(origin).join(',') },
  });
  started.push(stack);
  const signedIn = await signedInProfile(stack.urls.shell, stack.urls.api, tmp);
  if (!portalOnly) {
    const monolith = await loadPageServer().startPageServer({
      root: MONOLITH_DIR,
      port: PORTS.monolith,
      host: 'localhost',
      runtimeConfig: async () => stack.config,
    });
    started.push(monolith);
  }

  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    urls = { a: stack.urls.shell, b: origin(PORTS.monolith) };
    if (!portalOnly) {
      log('Saving each federated page as static HTML…');
      await rm(STATIC_DIR, { recursive: true, force: true });
      await saveStaticPages(browser, stack.urls.shell, ROUTES, STATIC_DIR);
      const staticPages = await startStaticPagesServer({ dir: STATIC_DIR, routes: ROUTES.map((r) => r.path), port: PORTS.static, upstream: stack.urls.shell });
      started.push(staticPages);
      urls.c = staticPages.url;
      await checkVariantsRender(browser, urls);
    }
  } finally {
    await browser.close();
  }

  // Each run: the bench's routes in every variant, then the portal signed in (federated only).
  const plan = [
    ...(portalOnly ? ROUTES.filter((r) => r.path === '/lms') : ROUTES).flatMap((route) =>
      FORM_FACTORS.flatMap((formFactor) =>
        (portalOnly ? ['a'] : Object.keys(VARIANTS)).map((variant) => ({ route: route.path, path: route.path, formFactor, variant, signedIn: false })),
      ),
    ),
    ...Object.entries(signedIn.paths).flatMap(([route, pagePath]) =>
      FORM_FACTORS.map((formFactor) => ({ route, path: pagePath, formFactor, variant: 'a', signedIn: true })),
    ),
  ];
  const total = runs * plan.length;
  for (let run = 1; run <= runs; run += 1) {
    for (const { route, path: pagePath, formFactor, variant, signedIn: withToken } of plan) {
      const metrics = await measure(`${urls[variant]}${pagePath}`, formFactor, tmp, `${samples.length}`, withToken ? signedIn.copy : null);
      samples.push({ run, route, formFactor, variant, metrics, loadAverage: os.loadavg()[0] });
      log(
        `[${samples.length}/${total}] run ${run} ${route} ${formFactor} ${variant} ${VARIANTS[variant]}: ` +
          `score ${metrics.score.toFixed(2)}, LCP ${Math.round(metrics.lcp)} ms, TBT ${Math.round(metrics.tbt)} ms, JS ${(metrics.jsBytes / 1024).toFixed(1)} KB`,
      );
    }
  }
} finally {
  for (const server of started.reverse()) await (server.stop ? server.stop() : server.close());
  await rm(tmp, { recursive: true, force: true });
}

const summary = summarize(samples);
const checks = portalOnly ? [] : checkTargets(summary);
const portal = portalChecks(summary);
await mkdir(BENCH_DIR, { recursive: true });
await writeFile(
  RESULTS_FILE,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      commit: gitCommit(),
      runs,
      cpus: os.availableParallelism(),
      variants: Object.fromEntries(Object.entries(VARIANTS).map(([v, name]) => [v, { name, url: urls[v] }])),
      targets: TARGETS,
      samples,
      summary: Object.fromEntries(summary),
      checks,
      portalChecks: portal,
    },
    null,
    2,
  )}\n`,
);

if (!portalOnly) printTables(summary, { routes: ROUTES.map((r) => r.path), formFactors: FORM_FACTORS, runs });
printPortalTable(summary, runs);
printMachineLoad(
  samples.map((s) => s.loadAverage),
  os.availableParallelism(),
);
const publicOk = portalOnly || printTargets(checks);
const portalOk = printPortalTargets(portal);
const ok = publicOk && portalOk;
console.log(`\nRaw results: ${path.relative(repoRoot, RESULTS_FILE)}; static pages: ${path.relative(repoRoot, STATIC_DIR)}/`);
process.exitCode = ok ? 0 : 1;

function printPortalTable(summaryByKey, runCount) {
  console.log(`\nThe portal, federated, median [min–max] of ${runCount}`);
  for (const key of summaryByKey.keys()) {
    const [route, formFactor, variant] = [key.slice(0, key.lastIndexOf(' ', key.lastIndexOf(' ') - 1)), ...key.split(' ').slice(-2)];
    if (variant !== 'a' || !(route === '/lms' || route.startsWith('signed in'))) continue;
    const m = summaryByKey.get(key);
    console.log(
      `  ${`${route} ${formFactor}`.padEnd(34)} score ${m.score.median.toFixed(2)}  FCP ${(m.fcp.median / 1000).toFixed(2)} s  LCP ${(m.lcp.median / 1000).toFixed(2)} s [${(m.lcp.min / 1000).toFixed(2)}–${(m.lcp.max / 1000).toFixed(2)}]  TBT ${Math.round(m.tbt.median)} ms  CLS ${m.cls.median.toFixed(3)}  JS ${(m.jsBytes.median / 1024).toFixed(1)} KB`,
    );
  }
}

function printPortalTargets(portalResults) {
  console.log(`\nTargets: Lighthouse ${PORTAL_TARGETS.formFactor}, the portal, medians`);
  for (const c of portalResults)
    console.log(`  ${c.route.padEnd(26)} ${c.name.padEnd(6)} ${c.actual.padEnd(8)} ${c.limit.padEnd(10)} ${c.met ? 'met' : 'MISSED'}`);
  const missed = portalResults.filter((c) => !c.met).length;
  console.log(missed ? `Verdict: NOT MET — ${missed} of ${portalResults.length}` : `Verdict: met — all ${portalResults.length}`);
  return missed === 0;
}
