// `npm test -- containers`: the compose stack built and run in real containers (decision 306).
//   1. the engine: Debian's podman (runc) and docker-compose 1.29, installed with apt-get when missing;
//   2. the stand-in base images (scripts/containers/), built once per recipe and cached by its hash;
//   3. the six project images from their unchanged Dockerfiles (`docker-compose build`);
//   4. docker-compose.yml + docker-compose.demo.yml up until the nine services are healthy;
//   5. the compose smoke (e2e/compose/smoke.spec.ts) in Chromium against the containers, and a
//      sign-up whose welcome mail the API container delivers to the mail catcher;
//   6. down, always: no container, network, volume or pod of the project left.
// Run alone: `node scripts/test.mjs containers` (or `node scripts/test-containers.mjs`). Binds
// ports 3800–3803, 4800, 8825 and 3825; run it under `flock /tmp/e2e.lock` on a shared machine.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-system.mjs';
import { recordFailure } from './lib/failure-recap.mjs';
import { repoRoot } from './lib/paths.mjs';
import { runPlaywrightSuite } from './lib/playwright-suite.mjs';
import { log } from './lib/run.mjs';
import { ensureEngine, healthcheckLoop, startEngine } from './lib/containers/engine.mjs';
import { ensureBases } from './lib/containers/bases.mjs';
import { PROJECT, apiMailLog, compose, tearDown, waitHealthy, writeEnvFile } from './lib/containers/stack.mjs';
import { welcomeMailArrives } from './lib/containers/mail-check.mjs';

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** @returns {Promise<{passed: number, failed: number}>} */
export async function runContainerTests() {
  const counts = { passed: 0, failed: 0 };
  /** Runs one counted check; a failure is counted and reported, and the stage goes on to tear down. */
  const check = async (name, fn) => {
    try {
      const detail = await fn();
      counts.passed += 1;
      console.log(`  \x1b[32m✓\x1b[0m ${name}${detail ? ` (${detail})` : ''}`);
      return true;
    } catch (error) {
      counts.failed += 1;
      recordFailure('containers', name, error instanceof Error ? error.message : String(error));
      console.log(`  \x1b[31m✗\x1b[0m ${name}\n${String(error instanceof Error ? error.message : error).replace(/^/gm, '      ')}`);
      return false;
    }
  };

  await ensureEngine();
  const logDir = path.join(repoRoot, '.run', 'containers');
  await mkdir(logDir, { recursive: true });
  const logFile = path.join(logDir, 'build.log');
  await rm(logFile, { force: true });
  const tmp = await mkdtemp(path.join(tmpdir(), 'sap-containers-run-'));
  const engine = await startEngine(logFile);
  const envFile = path.join(tmp, 'compose.env');
  await writeEnvFile(envFile);
  const o = { env: engine.env, envFile, logFile };
  let stopHealthchecks = () => {};
  try {
    // A run killed half-way leaves its containers: start from nothing.
    await tearDown(o);
    const built =
      (await check('the stand-in base images (scripts/containers/) built or found by their recipe hash', async () => {
        const started = Date.now();
        const bases = await ensureBases({ env: engine.env, logFile, tmp: '/var/tmp' });
        return `${bases.built.length} built, ${bases.cached.length} cached, ${seconds(started)}`;
      })) &&
      (await check('docker-compose build: the six images from their Dockerfiles', async () => {
        const started = Date.now();
        await compose(o, ['build']);
        return seconds(started);
      }));
    if (!built) return counts;

    stopHealthchecks = healthcheckLoop(engine.env, PROJECT);
    const up = await check('docker-compose up: the nine services of docker-compose.yml + docker-compose.demo.yml healthy', async () => {
      const started = Date.now();
      await compose(o, ['up', '-d', '--no-build']);
      await waitHealthy(engine.env, 180_000);
      return `healthy ${seconds(started)} after up`;
    });
    if (!up) return counts;

    await ensureChromium();
    const smoke = await runPlaywrightSuite({ config: 'playwright.containers.config.ts', report: 'containers-report.json' });
    counts.passed += smoke.passed;
    counts.failed += smoke.failed;
    await check("a sign-up's welcome mail goes from the API container to the mail catcher", async () => {
      try {
        return `"${await welcomeMailArrives()}"`;
      } catch (error) {
        // The outbox logs why a mail failed ("React is not defined" was decision 305's).
        throw new Error(`${error instanceof Error ? error.message : error}\nthe API's last mail log lines:\n${apiMailLog(engine.env)}`);
      }
    });
  } finally {
    stopHealthchecks();
    const started = Date.now();
    const left = await tearDown(o);
    await check('docker-compose down -v leaves no container, network, volume or pod of the project', () => {
      if (left.length > 0) throw new Error(`left behind: ${left.join(', ')}`);
      return seconds(started);
    });
    await engine.stop();
    await rm(tmp, { recursive: true, force: true });
    log(`containers: build output in ${path.relative(repoRoot, logFile)}`);
  }
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = await runContainerTests();
  console.log(`\nContainers: ${counts.passed} passed, ${counts.failed} failed`);
  process.exit(counts.failed > 0 ? 1 : 0);
}
