// The periodic canary judge (decision 127): its setting, its timer, and several API replicas
// judging the same failing candidate at once. The channel's version lets exactly one rollback
// through; the others take the conflict as "another replica did it": no error, no second row.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { remoteChannels, remoteReleases } from '../../src/db/schema';
import { releaseGuardService } from '../../src/services/release-guard';
import { remoteReleasesService } from '../../src/services/remote-releases';
import { RELEASE_GUARD_DEFAULTS } from '../../src/config/constants';
import { TestClock, testConfig } from '../helpers/app';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/database';
import { signUpAs } from '../helpers/staff';

const manifest = (version: string) => `https://cdn.example.com/lms/${version}/mf-manifest.json`;
const TICK_MS = 1000; // the smallest RELEASE_JUDGE_INTERVAL_MS allowed

describe('RELEASE_JUDGE_INTERVAL_MS', () => {
  it('defaults to 60 s, takes 0 for off, and refuses a busy loop with the variable named', () => {
    expect(loadConfig({})).toMatchObject({ RELEASE_JUDGE_INTERVAL_MS: 60_000 });
    expect(loadConfig({ RELEASE_JUDGE_INTERVAL_MS: '0' })).toMatchObject({ RELEASE_JUDGE_INTERVAL_MS: 0 });
    expect(() => loadConfig({ RELEASE_JUDGE_INTERVAL_MS: '10' })).toThrow(/RELEASE_JUDGE_INTERVAL_MS/);
    expect(() => loadConfig({ RELEASE_JUDGE_INTERVAL_MS: 'often' })).toThrow(/RELEASE_JUDGE_INTERVAL_MS/);
  });
});

describe.each(DRIVERS)('periodic release judge on %s', (driver) => {
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];
  const clock = new TestClock();

  async function replica(env: Record<string, string> = {}, logLines?: string[]) {
    const app = await buildApp({
      config: testConfig(env),
      database: testDb.database,
      outboxAuto: false,
      orderExpiryAuto: false,
      rumAuto: false,
      releaseJudgeAuto: env.RELEASE_JUDGE_INTERVAL_MS !== undefined,
      clock: clock.now,
      logStream: logLines && { write: (line: string) => void logLines.push(line) },
    });
    apps.push(app);
    await app.ready();
    return app;
  }

  /** A channel whose candidate every visitor fails to load, judged from 20 loads a build. */
  async function failingCanary(app: FastifyInstance) {
    const db = testDb.database.db;
    const admin = await signUpAs(app, db, 'admin');
    const releases = remoteReleasesService({ db });
    await releases.run(admin.userId, 'mfe_lms', 0, { action: 'switch', toVersion: '1.0.0', manifestUrl: manifest('1.0.0') });
    await releaseGuardService({ db }).update(admin.userId, 0, { ...RELEASE_GUARD_DEFAULTS, min_loads: 20 });
    const send = (body: object) => app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body) });
    for (let i = 0; i < 20; i++) {
      await send({ type: 'vitals', route: '/lms', remotes: { mfe_lms: '1.0.0' }, lcp: 1500 });
      await send({ type: 'vitals', route: '/lms', remotes: { mfe_lms: '1.1.0' }, lcp: 1500 });
      await send({ type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version: '1.1.0', kind: 'manifest' });
    }
    await app.rum.flush();
    return { admin, releases };
  }
  const autoRollbacks = () =>
    testDb.database.db.select().from(remoteReleases).where(eq(remoteReleases.action, 'auto_rollback')).orderBy(asc(remoteReleases.id));

  beforeEach(async () => {
    testDb = await openTestDatabase(driver);
  }, 120_000);
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await testDb.dispose();
  });

  it('rolls a failing candidate back on its own timer, and logs it as a warning, not an error', async () => {
    const lines: string[] = [];
    const app = await replica({ RELEASE_JUDGE_INTERVAL_MS: String(TICK_MS), LOG_LEVEL: 'info' }, lines);
    const { admin, releases } = await failingCanary(app);
    await releases.run(admin.userId, 'mfe_lms', 1, { action: 'canary', toVersion: '1.1.0', manifestUrl: manifest('1.1.0'), share: 5 });

    for (let waited = 0; (await autoRollbacks()).length === 0 && waited < 15_000; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await autoRollbacks()).toEqual([expect.objectContaining({ actor: 'automatic', fromVersion: '1.1.0', toVersion: '1.0.0' })]);
    const [channel] = await testDb.database.db.select().from(remoteChannels);
    expect(channel).toMatchObject({ candidateVersion: null, version: 3 });
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; remote?: string });
    expect(logged).toContainEqual(expect.objectContaining({ level: 40, msg: 'release judge rolled a candidate back', remote: 'mfe_lms' }));
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  }, 90_000);

  it('with two replicas judging at once, rolls back exactly once per canary; the other replica sees it done, without an error', async () => {
    const [first, second] = [await replica(), await replica()];
    const { admin, releases } = await failingCanary(first);
    let lostRaces = 0;
    for (let round = 0; round < 4; round++) {
      const [channel] = await testDb.database.db.select().from(remoteChannels);
      await releases.run(admin.userId, 'mfe_lms', channel!.version, { action: 'canary', toVersion: '1.1.0', manifestUrl: manifest('1.1.0'), share: 5 });

      const results = (await Promise.all([first.releaseJudge.judgeAll(), second.releaseJudge.judgeAll()])).flat();
      expect(results.filter((r) => r.rolledBack)).toHaveLength(1);
      // The loser either read the channel after the rollback (no candidate: nothing to judge) or
      // before it, judged "rollback", and met the newer version.
      lostRaces += results.filter((r) => r.outcome === 'rollback' && !r.rolledBack).length;
      expect(await autoRollbacks()).toHaveLength(round + 1);
    }
    const [channel] = await testDb.database.db.select().from(remoteChannels);
    expect(channel).toMatchObject({ stableVersion: '1.0.0', candidateVersion: null });
    // On PostgreSQL both replicas' reads run at once, so the version check is what stopped them.
    if (driver === 'postgres') expect(lostRaces).toBeGreaterThan(0);
  }, 120_000);
});
