// The canary judge (decision 127): staff compare a remote's stable and candidate builds from real
// users' beacons (POST /rum, decision 116), and the API rolls the candidate back on its own when
// it fails or paints more slowly than stable beyond the guard's thresholds, once each build has
// enough loads, and only while the guard is on. Admins only; bad input is a 4xx with {detail}.
import { asc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, releaseComparisonSchema, releaseGuardSchema, releaseJudgeResponseSchema } from '@sap-academy/contracts/admin';
import { RELEASE_GUARD_DEFAULTS } from '../../../src/config/constants';
import { auditLog, remoteChannels, remoteReleases } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

const manifest = (version: string) => `https://cdn.example.com/lms/${version}/mf-manifest.json`;
const STABLE = '1.0.0';
const CANDIDATE = '1.1.0';

describe.each(DRIVERS)('canary judge on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: Awaited<ReturnType<typeof signUpAs>>;

  const beacon = (body: object) =>
    t.app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(body) });
  /** `count` page loads of visitors on that mfe_lms build, as the shell reports them. */
  async function loads(version: string, count: number, lcp: (i: number) => number = () => 1800) {
    for (let i = 0; i < count; i++) {
      const res = await beacon({ type: 'vitals', route: '/lms', remotes: { mfe_marketing: '0.1.0', mfe_lms: version }, lcp: lcp(i), inp: 80, cls: 0.02 });
      expect(res.statusCode).toBe(204);
    }
  }
  /** `count` visitors whose browser could not load that mfe_lms build's entry. */
  async function failures(version: string, count: number) {
    for (let i = 0; i < count; i++) {
      expect((await beacon({ type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version, kind: 'entry' })).statusCode).toBe(204);
    }
  }
  const release = (step: string, payload: object) => t.app.inject({ method: 'POST', url: `/admin/releases/mfe_lms/${step}`, headers: admin.auth, payload });
  async function startCanary() {
    expect((await release('switch', { version: 0, to_version: STABLE, manifest_url: manifest(STABLE) })).statusCode).toBe(200);
    expect((await release('canary', { version: 1, to_version: CANDIDATE, manifest_url: manifest(CANDIDATE), share: 10 })).statusCode).toBe(200);
  }
  const putGuard = (payload: object) => t.app.inject({ method: 'PUT', url: '/admin/releases/guard', headers: admin.auth, payload });
  async function guard(settings: Partial<typeof RELEASE_GUARD_DEFAULTS>) {
    const current = releaseGuardSchema.parse((await t.app.inject({ method: 'GET', url: '/admin/releases/guard', headers: admin.auth })).json());
    const { version, updated_at: _updatedAt, ...values } = current;
    const res = await putGuard({ ...values, ...settings, version });
    expect(res.statusCode).toBe(200);
  }
  const judge = () => t.app.inject({ method: 'POST', url: '/admin/releases/mfe_lms/judge', headers: admin.auth, payload: {} });
  const autoRollbacks = () => t.db.select().from(remoteReleases).where(eq(remoteReleases.action, 'auto_rollback')).orderBy(asc(remoteReleases.id));

  beforeEach(async () => {
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  it.each([
    ['GET', '/admin/releases/mfe_lms/comparison'],
    ['POST', '/admin/releases/mfe_lms/judge'],
    ['GET', '/admin/releases/guard'],
    ['PUT', '/admin/releases/guard'],
  ] as const)('%s %s: 401 visitor, 403 student and editor', async (method, url) => {
    await expectAdminOnly(t.app, t.db, { method, url, ...(method === 'GET' ? {} : { payload: { ...RELEASE_GUARD_DEFAULTS, version: 0 } }) });
    expect(await autoRollbacks()).toEqual([]);
  });

  describe('guard settings', () => {
    it('starts at the documented defaults, saves with the version it read, and refuses a stale save with 409', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/admin/releases/guard', headers: admin.auth });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ ...RELEASE_GUARD_DEFAULTS, version: 0, updated_at: null });

      const edited = { enabled: false, window_minutes: 30, min_loads: 500, max_failure_increase_per_1000: 2.5, max_lcp_increase_pct: 10 };
      const saved = await putGuard({ ...edited, version: 0 });
      expect(saved.statusCode).toBe(200);
      expect(releaseGuardSchema.parse(saved.json())).toEqual({ ...edited, version: 1, updated_at: expect.any(String) });

      const stale = await putGuard({ ...RELEASE_GUARD_DEFAULTS, version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ detail: ADMIN_MESSAGES.staleVersion });
      const again = await putGuard({ ...edited, min_loads: 300, version: 1 });
      expect(again.json()).toMatchObject({ min_loads: 300, version: 2 });
      expect((await t.app.inject({ method: 'GET', url: '/admin/releases/guard', headers: admin.auth })).json()).toMatchObject({ min_loads: 300, version: 2 });

      const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'release.guard_update')).orderBy(asc(auditLog.id));
      expect(audits.map((a) => [a.actorUserId, a.entity, a.entityId, a.before, a.after])).toEqual([
        [
          admin.userId,
          'release',
          'guard',
          { enabled: true, window_minutes: 60, min_loads: 200, max_failure_increase_per_1000: 5, max_lcp_increase_pct: 20 },
          edited,
        ],
        [admin.userId, 'release', 'guard', { min_loads: 500 }, { min_loads: 300 }],
      ]);
    });

    it.each([
      ['a window under 5 minutes', { ...RELEASE_GUARD_DEFAULTS, window_minutes: 2, version: 0 }],
      ['min_loads under 10', { ...RELEASE_GUARD_DEFAULTS, min_loads: 5, version: 0 }],
      ['a negative threshold', { ...RELEASE_GUARD_DEFAULTS, max_lcp_increase_pct: -1, version: 0 }],
      ['an unknown field', { ...RELEASE_GUARD_DEFAULTS, share: 5, version: 0 }],
      ['no version', { ...RELEASE_GUARD_DEFAULTS }],
      ['enabled as text', { ...RELEASE_GUARD_DEFAULTS, enabled: 'yes', version: 0 }],
    ])('refuses %s with 422 {detail} and stores nothing', async (_name, payload) => {
      const res = await putGuard(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual(expect.any(String));
      expect((await t.app.inject({ method: 'GET', url: '/admin/releases/guard', headers: admin.auth })).json()).toMatchObject({ version: 0 });
    });
  });

  describe('comparison', () => {
    it('gives each build’s loads, failures per 1,000 and p75 vitals over the window, from the beacons', async () => {
      await startCanary();
      // Two hours ago: outside the default 60-minute window.
      await loads(CANDIDATE, 5, () => 9000);
      await failures(CANDIDATE, 5);
      await t.app.rum.flush();
      t.clock.advance(2 * 3_600_000);

      await loads(STABLE, 8, (i) => 1000 + 100 * i); // 1000 … 1700: p75 = 1525
      await failures(STABLE, 1);
      await loads(CANDIDATE, 4, (i) => 2000 + 1000 * i); // 2000 … 5000: p75 = 4250
      await failures(CANDIDATE, 2);
      // Another remote's build, and another version of mfe_lms: neither is counted.
      await beacon({ type: 'remote-failure', route: '/', remote: 'mfe_marketing', version: CANDIDATE, kind: 'entry' });
      await loads('1.2.0', 3);
      await failures('1.2.0', 3);
      await t.app.rum.flush();

      const res = await t.app.inject({ method: 'GET', url: '/admin/releases/mfe_lms/comparison', headers: admin.auth });
      expect(res.statusCode).toBe(200);
      const comparison = releaseComparisonSchema.parse(res.json());
      expect(comparison).toMatchObject({ remote: 'mfe_lms', window_minutes: 60, candidate_share: 10, guard: { ...RELEASE_GUARD_DEFAULTS, version: 0 } });
      expect(comparison.stable).toEqual({
        version: STABLE,
        loads: 8,
        failures: 1,
        failures_per_1000: 125,
        lcp_p75_ms: 1525,
        inp_p75_ms: 80,
        cls_p75: 0.02,
        samples: 8,
      });
      expect(comparison.candidate).toEqual({
        version: CANDIDATE,
        loads: 4,
        failures: 2,
        failures_per_1000: 500,
        lcp_p75_ms: 4250,
        inp_p75_ms: 80,
        cls_p75: 0.02,
        samples: 4,
      });
      expect(comparison.verdict).toEqual({
        outcome: 'wait',
        reasons: [expect.stringContaining('Candidate 1.1.0 has 4 loads'), expect.stringContaining('Stable 1.0.0 has 8 loads')],
      });

      // A window of three hours takes the older records in too.
      const wide = releaseComparisonSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/admin/releases/mfe_lms/comparison?window_minutes=180', headers: admin.auth })).json(),
      );
      expect(wide).toMatchObject({ window_minutes: 180, candidate: { loads: 9, failures: 7 } });
    });

    it('says no_candidate and null for a channel without one, with zeros and nulls where nobody reported', async () => {
      await release('switch', { version: 0, to_version: STABLE, manifest_url: manifest(STABLE) });
      const res = await t.app.inject({ method: 'GET', url: '/admin/releases/mfe_lms/comparison', headers: admin.auth });
      expect(res.json()).toMatchObject({
        stable: { version: STABLE, loads: 0, failures: 0, failures_per_1000: null, lcp_p75_ms: null, inp_p75_ms: null, cls_p75: null, samples: 0 },
        candidate: null,
        candidate_share: null,
        verdict: { outcome: 'no_candidate' },
      });
    });

    it.each([
      ['an unknown remote', 404, '/admin/releases/mfe_nothing/comparison'],
      ['a bad remote name', 422, '/admin/releases/mfe-lms/comparison'],
      ['a window that is not a number', 422, '/admin/releases/mfe_lms/comparison?window_minutes=hour'],
      ['a window under 5 minutes', 422, '/admin/releases/mfe_lms/comparison?window_minutes=1'],
      ['a window over a day', 422, '/admin/releases/mfe_lms/comparison?window_minutes=1441'],
    ])('answers %s with %i {detail}', async (_name, status, url) => {
      await startCanary();
      const res = await t.app.inject({ method: 'GET', url, headers: admin.auth });
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toEqual(expect.any(String));
    });

    it('answers judging an unknown remote, or with a body, with a 4xx {detail} and rolls nothing back', async () => {
      await startCanary();
      const unknown = await t.app.inject({ method: 'POST', url: '/admin/releases/mfe_nothing/judge', headers: admin.auth, payload: {} });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: expect.any(String) });
      const body = await t.app.inject({ method: 'POST', url: '/admin/releases/mfe_lms/judge', headers: admin.auth, payload: { force: true } });
      expect(body.statusCode).toBe(422);
      expect(body.json().detail).toEqual(expect.any(String));
      expect(await autoRollbacks()).toEqual([]);
    });
  });

  describe('automatic rollback', () => {
    it('rolls back a candidate that fails to load for real users, as `automatic`, naming both rates', async () => {
      await startCanary();
      await guard({ min_loads: 20 });
      await loads(STABLE, 40);
      await loads(CANDIDATE, 25);
      await failures(CANDIDATE, 25);
      await t.app.rum.flush();

      const res = await judge();
      expect(res.statusCode).toBe(200);
      const judged = releaseJudgeResponseSchema.parse(res.json());
      expect(judged.rolled_back).toBe(true);
      expect(judged.channel).toMatchObject({ stable_version: STABLE, candidate_version: null, candidate_share: null, version: 3 });
      expect(judged.comparison.verdict).toEqual({
        outcome: 'rollback',
        reasons: ['Candidate 1.1.0 fails 1,000.0 per 1,000 loads, stable 0.0: more than 5 above.'],
      });

      expect(await autoRollbacks()).toEqual([
        expect.objectContaining({ fromVersion: CANDIDATE, toVersion: STABLE, actor: 'automatic', reason: judged.comparison.verdict.reasons[0] }),
      ]);
      const [channel] = await t.db.select().from(remoteChannels);
      expect(channel).toMatchObject({ stableVersion: STABLE, candidateVersion: null });
      // What the page servers poll now sends every visitor to stable.
      expect((await t.app.inject({ method: 'GET', url: '/site/releases' })).json()).toEqual({
        channels: { mfe_lms: { stable: { version: STABLE, manifest: manifest(STABLE) } } },
      });

      // Judged again: nothing left to judge, and no second history row.
      expect((await judge()).json()).toMatchObject({ rolled_back: false, comparison: { verdict: { outcome: 'no_candidate' } } });
      expect(await autoRollbacks()).toHaveLength(1);
    });

    it('rolls back on a p75 LCP beyond the percentage, through the periodic judge', async () => {
      await startCanary();
      await guard({ min_loads: 20 });
      await loads(STABLE, 30, () => 2000);
      await loads(CANDIDATE, 30, () => 2500);
      await t.app.rum.flush();

      expect(await t.app.releaseJudge.judgeAll()).toEqual([
        {
          remote: 'mfe_lms',
          outcome: 'rollback',
          rolledBack: true,
          reasons: ['Candidate 1.1.0 p75 LCP is 2,500 ms, stable 2,000 ms: more than 20 % slower.'],
        },
      ]);
      expect(await autoRollbacks()).toHaveLength(1);
      expect(await t.app.releaseJudge.judgeAll()).toEqual([]);
    });

    it('does not fire below min_loads, however bad the candidate looks', async () => {
      await startCanary();
      await loads(STABLE, 250);
      await loads(CANDIDATE, 199);
      await failures(CANDIDATE, 199);
      await t.app.rum.flush();

      const judged = releaseJudgeResponseSchema.parse((await judge()).json());
      expect(judged).toMatchObject({ rolled_back: false, channel: { candidate_version: CANDIDATE, version: 2 } });
      expect(judged.comparison.verdict).toEqual({
        outcome: 'wait',
        reasons: ['Candidate 1.1.0 has 199 loads in the window, fewer than the 200 needed to judge.'],
      });
      expect(await t.app.releaseJudge.judgeAll()).toEqual([expect.objectContaining({ outcome: 'wait', rolledBack: false })]);
      expect(await autoRollbacks()).toEqual([]);
    });

    it('does not fire while the guard is off, yet still shows the verdict', async () => {
      await startCanary();
      await guard({ enabled: false, min_loads: 20 });
      await loads(STABLE, 20);
      await loads(CANDIDATE, 20);
      await failures(CANDIDATE, 20);
      await t.app.rum.flush();

      const judged = releaseJudgeResponseSchema.parse((await judge()).json());
      expect(judged).toMatchObject({ rolled_back: false, comparison: { verdict: { outcome: 'rollback' } }, channel: { candidate_version: CANDIDATE } });
      expect(await t.app.releaseJudge.judgeAll()).toEqual([]);
      expect(await autoRollbacks()).toEqual([]);
    });

    it('keeps a healthy candidate', async () => {
      await startCanary();
      await guard({ min_loads: 20 });
      await loads(STABLE, 20);
      await loads(CANDIDATE, 20);
      await t.app.rum.flush();
      expect(releaseJudgeResponseSchema.parse((await judge()).json())).toMatchObject({ rolled_back: false, comparison: { verdict: { outcome: 'ok' } } });
      expect(await autoRollbacks()).toEqual([]);
    });
  });
});
