// `npm test`: everything a change must pass, in the order that fails fastest.
//   1. dependencies (npm ci when missing)     5. jest: every package, API on PostgreSQL (+ PGlite, decision 128)
//   2. node tests of these scripts and builds 6. fault: the API through a PostgreSQL restart
//   3. lint: ESLint (no warnings), Prettier   7. production build + Playwright end-to-end (Chromium)
//   4. type checks of every workspace         8. replica: 2 APIs and 2 page servers behind nginx
//                                                on one PostgreSQL and one Redis
//   9. the dev servers (`npm run dev`): the shell with both remotes, and each remote standalone
//  10. docker-compose: compose config, nginx -t, the smoke served by nginx with the images' configs
//  11. containers: the compose stack's images built and run for real (podman + docker-compose),
//      the smoke and a mail through them, everything removed after (decision 306)
// Stages 2–4 start together and fill both cores between them (ESLint as two processes); the
// others run one after the other (scripts/lib/stage-plan.mjs). Builds and installs several
// stages need are made once and shared (buildApiOnce, buildAppsOnce, serverStagesReady).
// The stages that run the API (fault, e2e, replica, compose) run it built, as its image does: they
// build it first (`npm run build -w api`, seconds), even with --no-build, which skips the apps' builds.
// It ends with each stage's time (and what ran beside it), the total, a check that the run left
// the checkout as it found it (a fresh clone stays `git status`-clean), and one line
// "Summary: N passed, N failed".
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { checkoutChanges, checkoutState } from './lib/checkout-state.mjs';
import { cpuBetween, cpuSnapshot } from './lib/cpu-usage.mjs';
import { failureRecap, recordFailure, recordJestFailures, recordTapFailures } from './lib/failure-recap.mjs';
import { eslintGroups } from './lib/lint-groups.mjs';
import { scriptTestGroups } from './lib/script-test-groups.mjs';
import { STAGE_GROUPS, besideStages, once } from './lib/stage-plan.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';

const runStarted = Date.now();
const runCpu = cpuSnapshot();
const checkoutBefore = checkoutState();
await ensureDependencies();
const { repoRoot } = await import('./lib/paths.mjs');
const { log, run } = await import('./lib/run.mjs');
const { buildAll } = await import('./lib/build.mjs');
const { ensureChromium, ensureNginx, ensureRedisServer } = await import('./lib/ensure-system.mjs');
const { runPlaywrightSuite } = await import('./lib/playwright-suite.mjs');
const { buildApi, hasApi } = await import('./lib/api-process.mjs');
const { typecheckAll } = await import('./lib/typecheck.mjs');
const { toolNode } = await import('./lib/tool-node.mjs');

const reports = path.join(repoRoot, '.run', 'test-reports');
await mkdir(reports, { recursive: true });
const totals = { passed: 0, failed: 0 };
const countSuite = (counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
};
const BUILD_TEST_DIRS = ['mfe-shared/build/test', 'shell/build/test', 'mfe-marketing/build/test'];
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const wants = (stage) => only.length === 0 || only.includes(stage);
const noBuild = process.argv.includes('--no-build');

/** The Node of the checking stages (lint, typecheck, unit): the images' (scripts/lib/tool-node.mjs). */
const checkingNode = once(async () => {
  const tools = toolNode();
  log(
    `lint, typecheck and unit on Node ${tools.version}${tools.why ? ` (${tools.why})` : " (the images')"}; the other stages on the machine's ${process.versions.node}`,
  );
  return tools;
});

/** Runs node:test files, counting their TAP totals into the summary. */
async function nodeTests(name, files) {
  // With no file named, node --test would look for tests all over the checkout.
  if (files.length === 0) return;
  const tap = path.join(reports, `${name}.tap`);
  try {
    await run(process.execPath, [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ]);
  } finally {
    const text = existsSync(tap) ? await readFile(tap, 'utf8') : '';
    totals.passed += Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
    totals.failed += Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0);
    recordTapFailures(name, tap);
  }
}

// Each build is one promise, shared (scripts/lib/stage-plan.mjs's `once`): the server stages
// start together, and a second `npm run build -w api` would rewrite api/dist while another
// stage starts the API from it.
/** The API's build, once per run: a stale api/dist would test old code. */
const buildApiOnce = once(async () => {
  if (hasApi()) await buildApi();
});
/** The four apps' production builds, once per run: e2e's, which replica and compose reuse. */
const buildAppsOnce = once(buildAll);

/**
 * What the server stages after e2e (replica, dev, compose) need, done once before the first of
 * them starts its own work: the system tools they would install, PostgreSQL's cluster and test
 * role, and the builds, so no build runs beside a stage's checks. They run one at a time
 * (STAGE_GROUPS); done here, none of it would break if two were ever grouped (two apt-gets at
 * once fail on dpkg's lock).
 */
const serverStagesReady = once(async () => {
  const runs = { replica: wants('replica') && process.env.SKIP_POSTGRES !== '1' && hasApi(), dev: wants('dev'), compose: wants('compose') };
  if (runs.dev || runs.compose) await ensureChromium();
  if (runs.replica) {
    await ensureNginx();
    await ensureRedisServer();
  }
  if (runs.compose) await (await import('./test-compose.mjs')).ensureComposeTools();
  if (runs.replica || runs.compose) {
    const { ensurePostgres } = await import('./lib/ensure-postgres.mjs');
    await ensurePostgres();
    await buildApiOnce();
  }
  if (!runs.replica && !runs.compose) return;
  // The e2e stage of this run built the apps already (then this awaits its finished build);
  // with --no-build the last build is used, unless there is none.
  const { APPS, appDist } = await import('./lib/paths.mjs');
  const built = Object.values(APPS).every(({ dir }) => existsSync(path.join(appDist(dir), 'index.html')));
  if (!built || !noBuild) await buildAppsOnce();
});

/** @type {[string, number, ReturnType<typeof cpuBetween>][]} each stage's name, seconds and CPU use, for the closing table */
const timings = [];
/** @param {ReturnType<typeof cpuBetween>} cpu */
const cpuText = (cpu) => (cpu ? `  ${cpu.coresBusy.toFixed(1)} of ${cpu.cores} cores busy, ${cpu.cpuSeconds.toFixed(0)} CPU s` : '');
/**
 * @param {string} name
 * @param {() => Promise<unknown>} fn
 */
async function stage(name, fn) {
  if (!wants(name)) return;
  const started = Date.now();
  const cpuBefore = cpuSnapshot();
  log(`${name}…`);
  try {
    await fn();
  } finally {
    const seconds = (Date.now() - started) / 1000;
    const cpu = cpuBetween(cpuBefore, cpuSnapshot());
    timings.push([name, seconds, cpu]);
    log(`${name} took ${seconds.toFixed(1)} s${cpuText(cpu)}`);
  }
}

/** @type {Record<string, () => Promise<unknown>>} what each stage does; STAGE_GROUPS says when */
const stages = {
  // These scripts' tests, and each build's own (its plugins and settings, beside it).
  scripts: async () => {
    const dirs = ['scripts/test', ...BUILD_TEST_DIRS];
    const files = await Promise.all(
      dirs.map(async (dir) => (await readdir(path.join(repoRoot, dir))).filter((f) => f.endsWith('.test.mjs')).map((f) => path.join(dir, f))),
    );
    // Two groups side by side; the files that build the API share one (scripts/lib/script-test-groups.mjs).
    const { builders, others } = scriptTestGroups(files.flat());
    const results = await Promise.allSettled([nodeTests('scripts', others), nodeTests('scripts-api-builds', builders)]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  },

  // One check per tool (decision 009). A finding fails the run but does not stop it: the stages
  // after it still say whether the code works. ESLint runs as two processes over disjoint halves
  // of the repository (scripts/lib/lint-groups.mjs), one check in the summary as `npm run lint`
  // is; Prettier runs beside them.
  lint: async () => {
    const check = async (/** @type {string} */ name, /** @type {() => Promise<unknown>} */ fn) => {
      try {
        await fn();
        totals.passed += 1;
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
        recordFailure('lint', name, error instanceof Error ? error.message : String(error));
        totals.failed += 1;
      }
    };
    const { env } = await checkingNode();
    const eslint = async () => {
      const results = await Promise.allSettled(eslintGroups().map((args) => run('npx', ['eslint', ...args], { env })));
      const failed = results.flatMap((result) =>
        result.status === 'rejected' ? [result.reason instanceof Error ? result.reason.message : String(result.reason)] : [],
      );
      if (failed.length) throw new Error(failed.join('\n'));
    };
    await Promise.all([check('npm run lint', eslint), check('npm run format:check', () => run('npm', ['run', '--silent', 'format:check'], { env }))]);
  },

  // Four browser workspaces as one program, the others each on its own (scripts/lib/typecheck.mjs).
  typecheck: async () => typecheckAll(await checkingNode()),

  unit: async () => {
    const env = { ...(await checkingNode()).env };
    const pg = path.join(repoRoot, 'scripts', 'lib', 'ensure-postgres.mjs');
    if (!env.TEST_DATABASE_URL && existsSync(pg) && process.env.SKIP_POSTGRES !== '1') {
      const { ensurePostgres } = await import(pg);
      const url = await ensurePostgres();
      if (url) env.TEST_DATABASE_URL = url;
    }
    // The API's Redis tests start their own redis-server (decision 115).
    if (hasApi()) await ensureRedisServer();
    const jest = async (name, args) => {
      const out = path.join(reports, `${name}.json`);
      try {
        await run('npx', ['jest', '--ci', ...args, '--json', `--outputFile=${out}`], { env });
      } finally {
        if (existsSync(out)) {
          const result = JSON.parse(await readFile(out, 'utf8'));
          totals.passed += result.numPassedTests;
          totals.failed += result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
          recordJestFailures(name, result);
        }
      }
    };
    // Jest keeps a core for itself by default (one worker on two cores); nothing else runs during
    // this stage, so every core gets a worker: 399 s → 189 s for the same 817 tests on 2 cores.
    // And one more: the API's tests wait on PostgreSQL, a process of its own, and two workers
    // left a fifth of the cores idle (405 s → 362 s on 2 cores, docs/perf/test-time.md 2026-11-29).
    const workers = Math.max(2, availableParallelism()) + 1;
    // The timing test (an unknown address answers as fast as a known one) compares
    // medians of a few milliseconds; beside busy workers the gap swung 30 % either way. It runs
    // after the others, alone, on a quiet machine.
    const alone = [];
    if (hasApi()) alone.push('api/test/routes/account-timing.test.ts');
    let failure;
    try {
      await jest('jest', [`--maxWorkers=${workers}`, ...alone.flatMap((file) => ['--testPathIgnorePatterns', file])]);
    } catch (error) {
      failure = error;
    }
    if (alone.length) await jest('jest-alone', ['--runInBand', ...alone]);
    if (failure) throw failure;
  },

  // The API through a PostgreSQL restart under write load, on a private cluster (decision 108).
  fault: async () => {
    if (process.env.SKIP_POSTGRES === '1') return log('fault: SKIP_POSTGRES=1, not run');
    await buildApiOnce();
    const dir = path.join(repoRoot, 'scripts', 'test', 'fault');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.test.mjs'));
    await nodeTests(
      'fault',
      files.map((f) => path.join('scripts', 'test', 'fault', f)),
    );
  },

  e2e: async () => {
    await ensureChromium();
    if (!noBuild) await buildAppsOnce();
    await buildApiOnce();
    countSuite(await runPlaywrightSuite({ report: 'report.json' }));
  },

  // The replicas: rate limits, revocations, the outbox, a replica killed under load and
  // the pages, across two of each behind nginx. Uses the e2e stage's build of the apps.
  replica: async () => {
    if (!hasApi()) return;
    if (process.env.SKIP_POSTGRES === '1') return log('replica: SKIP_POSTGRES=1, not run');
    await serverStagesReady();
    await nodeTests('replica', [path.join('scripts', 'test', 'replica', 'replicas.test.mjs')]);
  },

  // `npm run dev` as developers use it: the three dev servers (HMR) and each remote standalone.
  dev: async () => {
    await serverStagesReady();
    countSuite(await runPlaywrightSuite({ config: 'playwright.dev.config.ts', report: 'dev-report.json' }));
  },

  // docker-compose without an engine: compose config, nginx -t, the nginx-served smoke.
  compose: async () => {
    await serverStagesReady();
    const { runComposeTests } = await import('./test-compose.mjs');
    // serverStagesReady built what the smoke serves (or e2e did): the API's build is not redone.
    countSuite(await runComposeTests({ build: false }));
  },

  // The same stack in real containers: the images built from their Dockerfiles on local stand-ins
  // of the base images, up to healthy, the smoke and a mail, then down (decision 306).
  containers: async () => {
    const { runContainerTests } = await import('./test-containers.mjs');
    countSuite(await runContainerTests());
  },
};

try {
  // A stage that throws (lint never does: its findings are counted) stops the run once the rest
  // of its group has ended.
  for (const group of STAGE_GROUPS) {
    const results = await Promise.allSettled(
      group.map((name) => {
        const fn = stages[name];
        if (!fn) throw new Error(`scripts/lib/stage-plan.mjs names a stage test.mjs does not have: ${name}`);
        return stage(name, fn);
      }),
    );
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason instanceof Error ? result.reason.message : String(result.reason)] : [],
    );
    if (failures.length) throw new Error(failures.join('\n'));
  }
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  recordFailure('run', 'the run stopped', error instanceof Error ? error.message : String(error));
  totals.failed = Math.max(totals.failed, 1);
}

// The install, the builds and the tests write only ignored files (node_modules, dist, .run…): a
// lockfile npm rewrote or a generated file left tracked would show here.
if (checkoutBefore) {
  const after = checkoutState();
  const changes = after ? checkoutChanges(checkoutBefore, after) : [];
  if (changes.length === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    recordFailure('checkout', 'the run changed the checkout', changes.join('\n'));
    console.error(`\nThe run changed the checkout (git status --porcelain):\n${changes.map((c) => `  ${c}`).join('\n')}`);
  }
  log(`checkout: ${changes.length === 0 ? 'as the run found it' : `${changes.length} change(s)`}`);
}

console.log('\nStage times:');
// Stages that ran side by side (scripts/lib/stage-plan.mjs) each count the whole machine's CPU
// over their own span, so their CPU seconds overlap; the total's are the whole run's.
const ran = timings.map(([name]) => name);
for (const [name, seconds, cpu] of timings) {
  const beside = besideStages(name, ran);
  console.log(`  ${name.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s${cpuText(cpu)}${beside.length ? `  (beside ${beside.join(', ')})` : ''}`);
}
console.log(`  ${'total'.padEnd(10)} ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)} s${cpuText(cpuBetween(runCpu, cpuSnapshot()))}`);
const recap = failureRecap();
if (recap) console.log(recap);
console.log(`\nSummary: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
