// `npm test -- containers`: the compose stack built and run in real containers (decision 306).
//   1. the engine: Debian's podman (runc) and docker-compose 1.29, installed with apt-get when missing;
//   2. the stand-in base images (scripts/containers/), built once per recipe and cached by its hash;
//   3. the six project images from their unchanged Dockerfiles (`docker-compose build`), and beside
//      them the fourth remote, a fixture built here (scripts/lib/fourth-remote-fixture.mjs);
//   4. docker-compose.yml + docker-compose.demo.yml up until the services are healthy, with the
//      fourth remote's own server (scripts/lib/containers/fourth-remote.compose.yml) mounted on /labs
//      by REMOTES and ROUTES in the env file alone, on the shell image just built (decision 312);
//   (before 4) docker-compose.yml alone: its API refuses .env.example's published secrets;
//   5. the compose smoke (e2e/compose/smoke.spec.ts), the demo student's paid enrolment through
//      the test checkout and /labs beside / and /lms (e2e/containers/) in Chromium against the
//      containers; a sign-up's welcome
//      mail, a verification code that signs the student in, and a lead's notification, read back
//      through the mail catcher's HTTP API; a staff account made with the API image's CLI signs in;
//   6. the API container restarted: the site answers again; the PostgreSQL container restarted
//      under a load of leads: every accepted lead is stored;
//   7. down, always: no container, network, volume or pod of the project left.
// Run alone: `node scripts/test.mjs containers` (or `node scripts/test-containers.mjs`). Binds
// ports 3800–3804, 4800, 8825 and 3825; run it under `flock /tmp/e2e.lock` on a shared machine.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/ensure-system.mjs';
import { recordFailure } from './lib/failure-recap.mjs';
import { downloadMatches, uploadClassResource } from './lib/containers/file-storage-check.mjs';
import { repoRoot } from './lib/paths.mjs';
import { runPlaywrightSuite } from './lib/playwright-suite.mjs';
import { log } from './lib/run.mjs';
import { ensureEngine, healthcheckLoop, startEngine } from './lib/containers/engine.mjs';
import { ensureBases } from './lib/containers/bases.mjs';
import { PORTS, PROJECT, SERVICES, SHELL_URL, apiMailLog, apiProblemLog, compose, tearDown, waitHealthy, writeEnvFile } from './lib/containers/stack.mjs';
import { buildFourthRemote, fourthRemoteEnv, shellImageIds, shellImageUnchanged } from './lib/containers/fourth-remote.mjs';
import { leadMailArrives, otpMailSignsIn, welcomeMailArrives } from './lib/containers/mail-check.mjs';
import { productionComposeRefusesPublishedSecrets } from './lib/containers/production-refusal.mjs';
import { apiRestartRecovers, postgresRestartUnderLoad } from './lib/containers/restarts.mjs';
import { staffAccountFromTheCli } from './lib/containers/staff-account.mjs';

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** A mail check's failure, with why the outbox says the mail failed ("React is not defined" was decision 305's). */
const withMailLog = (env, fn) => async () => {
  try {
    return await fn();
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\nthe API's last mail log lines:\n${apiMailLog(env)}`);
  }
};

/** @returns {Promise<{passed: number, failed: number}>} */
export async function runContainerTests() {
  const counts = { passed: 0, failed: 0 };
  // The figures decision 306 reports, printed together at the end.
  const figures = { build: '(not built)', fourthRemote: '(not built)', healthy: '(not up)', load: '(no PostgreSQL restart)' };
  /** Runs one counted check; a failure is counted and reported, and the stage goes on to tear down. */
  const check = async (name, fn) => {
    const started = Date.now();
    try {
      const detail = await fn();
      counts.passed += 1;
      console.log(`  \x1b[32m✓\x1b[0m ${name}${detail ? ` (${detail})` : ''} [${seconds(started)}]`);
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
  await writeEnvFile(envFile, fourthRemoteEnv(PORTS.labs));
  const o = { env: engine.env, envFile, logFile };
  let stopHealthchecks = () => {};
  try {
    // A run killed half-way leaves its containers: start from nothing.
    await tearDown(o);
    // The fourth remote's fixture builds beside the images (rspack here, the engine's builds there).
    const fixtureBuilt = check('the fourth remote: the fixture remote built (scripts/lib/fourth-remote-fixture.mjs)', async () => {
      const started = Date.now();
      await buildFourthRemote();
      figures.fourthRemote = seconds(started);
      return figures.fourthRemote;
    });
    const built =
      (await check('the stand-in base images (scripts/containers/) built or found by their recipe hash', async () => {
        const started = Date.now();
        const bases = await ensureBases({ env: engine.env, logFile, tmp: '/var/tmp' });
        return `${bases.built.length} built, ${bases.cached.length} cached, ${seconds(started)}`;
      })) &&
      (await check('docker-compose build: the six images from their Dockerfiles', async () => {
        const started = Date.now();
        await compose(o, ['build']);
        figures.build = seconds(started);
        return figures.build;
      }));
    const fixture = await fixtureBuilt;
    if (!built || !fixture) return counts;
    // What `docker-compose build` made (the build context leaves .run/, the fixture's folder, out):
    // the shell that serves /labs must run exactly these.
    const shellImages = shellImageIds(engine.env);

    await check("docker-compose.yml alone (production-shaped): the API exits on .env.example's published secrets, naming each", () =>
      productionComposeRefusesPublishedSecrets(o),
    );

    stopHealthchecks = healthcheckLoop(engine.env, PROJECT);
    const up = await check(
      `docker-compose up: the ${SERVICES.length} services of docker-compose.yml + docker-compose.demo.yml + the fourth remote healthy`,
      async () => {
        const started = Date.now();
        await compose(o, ['up', '-d', '--no-build']);
        await waitHealthy(engine.env, 180_000);
        figures.healthy = seconds(started);
        return `healthy ${figures.healthy} after up`;
      },
    );
    if (!up) return counts;
    await check(
      "the fourth remote is mounted on /labs by REMOTES and ROUTES alone: the shell and renderer run the images just built, its entrypoint.sh is the repository's, and no file of the image names it",
      () => shellImageUnchanged(engine.env, shellImages, SHELL_URL),
    );

    await ensureChromium();
    const suiteStarted = new Date();
    const smoke = await runPlaywrightSuite({ config: 'playwright.containers.config.ts', report: 'containers-report.json' });
    counts.passed += smoke.passed;
    counts.failed += smoke.failed;
    // The CI log is all there is of a failed run: what the API said meanwhile goes with it.
    if (smoke.failed > 0)
      log(`containers: the API's warnings, errors and refused requests during the browser tests:\n${apiProblemLog(engine.env, suiteStarted)}`);
    let student = '';
    const welcomed = await check(
      "a sign-up's welcome mail goes from the API container to the mail catcher",
      withMailLog(engine.env, async () => {
        const { email, subject } = await welcomeMailArrives();
        student = email;
        return `"${subject}"`;
      }),
    );
    if (welcomed) {
      await check(
        'the verification code mailed to that student, read from the mail catcher, signs them in (POST /verify-otp)',
        withMailLog(engine.env, async () => `"${await otpMailSignsIn(student)}"`),
      );
    }
    await check(
      "a lead posted to the API as the site's forms do: its sales notification arrives in the mail catcher",
      withMailLog(engine.env, async () => `"${await leadMailArrives()}"`),
    );
    /** @type {Awaited<ReturnType<typeof uploadClassResource>> | undefined} */
    let upload;
    await check("a class resource staff upload is stored on the api-files volume (the API's root is read-only) and downloads byte for byte", async () => {
      upload = await uploadClassResource();
      return downloadMatches(upload);
    });
    await check("a staff account made with the API image's CLI (password on standard input, as README's Operating it says) signs in as an editor", () =>
      staffAccountFromTheCli(engine.env),
    );
    await check('docker-compose restart api: the API health and a page built from its data answer again', () => apiRestartRecovers(o));
    if (upload) {
      const uploaded = upload;
      await check('the uploaded class resource is still there after the API restart', () => downloadMatches(uploaded));
    }
    await check('docker-compose restart postgres under a load of leads: every lead the API accepted is stored', async () => {
      const load = await postgresRestartUnderLoad(o);
      figures.load = `${load.made} requests made, ${load.accepted} accepted, ${load.refused} refused, ${load.stored} stored after the PostgreSQL restart`;
      return load.detail;
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
    log(`containers: build ${figures.build}, fourth remote built in ${figures.fourthRemote}, healthy ${figures.healthy} after up, ${figures.load}`);
  }
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = await runContainerTests();
  console.log(`\nContainers: ${counts.passed} passed, ${counts.failed} failed`);
  process.exit(counts.failed > 0 ? 1 : 0);
}
