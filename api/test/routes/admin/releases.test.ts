// The release commands (decision 125): an admin switches a remote's stable build, starts a canary,
// promotes or rolls back; each checks the channel's version, and writes one history row (who,
// from, to) and one audit row with the channel. Visitors get 401, students and editors 403.
import { asc, eq } from 'drizzle-orm';
import { auditLog, remoteChannels, remoteReleases } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { PRODUCTION_ENV_ON_PGLITE } from '../../helpers/production-env';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

const manifest = (version: string) => `https://cdn.example.com/lms/${version}/mf-manifest.json`;

describe.each(DRIVERS)('admin release commands on %s', (driver) => {
  const t = useTestApp(driver);
  const post = (auth: { authorization: string }, step: string, payload: object, remote = 'mfe_lms') =>
    t.app.inject({ method: 'POST', url: `/admin/releases/${remote}/${step}`, headers: auth, payload });
  const history = async () =>
    (await t.db.select().from(remoteReleases).orderBy(asc(remoteReleases.id))).map((r) => [r.action, r.fromVersion, r.toVersion, r.share, r.actor]);

  it('GET /admin/releases: 401 visitor, 403 student and editor', async () => {
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: '/admin/releases' });
  });

  it.each(['switch', 'canary', 'promote', 'rollback'])('POST /admin/releases/:remote/%s: 401 visitor, 403 student and editor', async (step) => {
    await expectAdminOnly(t.app, t.db, { method: 'POST', url: `/admin/releases/mfe_lms/${step}`, payload: { version: 0 } });
    expect(await t.db.select().from(remoteChannels)).toEqual([]);
  });

  it('switches, canaries, promotes and rolls back, recording who did what from what to what', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    let res = await post(admin.auth, 'switch', { version: 0, to_version: '1.0.0', manifest_url: manifest('1.0.0') });
    expect(res.statusCode).toBe(200);
    // A new channel is version 1: version 0 means "no channel yet" (decision 311).
    expect(res.json()).toMatchObject({ remote: 'mfe_lms', stable_version: '1.0.0', candidate_version: null, version: 1 });

    res = await post(admin.auth, 'canary', { version: 1, to_version: '1.1.0', manifest_url: manifest('1.1.0'), share: 5 });
    expect(res.json()).toMatchObject({ stable_version: '1.0.0', candidate_version: '1.1.0', candidate_share: 5, version: 2 });
    res = await post(admin.auth, 'promote', { version: 2 });
    expect(res.json()).toMatchObject({ stable_version: '1.1.0', stable_manifest: manifest('1.1.0'), candidate_version: null, version: 3 });

    // Stale version: the channel is left alone.
    res = await post(admin.auth, 'rollback', { version: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/changed/);

    res = await post(admin.auth, 'rollback', { version: 3 });
    expect(res.json()).toMatchObject({ stable_version: '1.0.0', stable_manifest: manifest('1.0.0'), version: 4 });

    res = await post(admin.auth, 'canary', { version: 4, to_version: '1.2.0', manifest_url: manifest('1.2.0'), share: 20 });
    res = await post(admin.auth, 'rollback', { version: 5 });
    expect(res.json()).toMatchObject({ stable_version: '1.0.0', candidate_version: null, version: 6 });

    expect(await history()).toEqual([
      ['switch', null, '1.0.0', null, admin.email],
      ['canary', '1.0.0', '1.1.0', 5, admin.email],
      ['promote', '1.0.0', '1.1.0', null, admin.email],
      ['rollback', '1.1.0', '1.0.0', null, admin.email],
      ['canary', '1.0.0', '1.2.0', 20, admin.email],
      ['rollback', '1.2.0', '1.0.0', null, admin.email],
    ]);
    const listed = await t.app.inject({ method: 'GET', url: '/admin/releases', headers: admin.auth });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ channels: [{ remote: 'mfe_lms', stable_version: '1.0.0', version: 6 }], total: 6, page: 1 });
    expect(listed.json().history.map((r: { action: string }) => r.action)).toEqual(['rollback', 'canary', 'rollback', 'promote', 'canary', 'switch']);
    const audits = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, 'release')).orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual([
      'release.switch',
      'release.canary',
      'release.promote',
      'release.rollback',
      'release.canary',
      'release.rollback',
    ]);
  });

  it('answers 409 with a detail when there is nothing to roll back to or promote', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    await post(admin.auth, 'switch', { version: 0, to_version: '1.0.0', manifest_url: manifest('1.0.0') });
    for (const [step, detail] of [
      ['rollback', 'mfe_lms has no previous stable build to roll back to.'],
      ['promote', 'mfe_lms has no candidate to promote.'],
    ]) {
      const res = await post(admin.auth, step!, { version: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail });
    }
    expect(await history()).toHaveLength(1);
  });

  it('accepts an http manifest URL outside production (local stacks serve builds from localhost)', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await post(admin.auth, 'switch', { version: 0, to_version: '1.0.0', manifest_url: 'http://127.0.0.1:3001/mf-manifest.json' });
    expect(res.statusCode).toBe(200);
  });

  it('a second operator who also read "no channel yet" is refused, not written over the first release', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    expect((await post(admin.auth, 'switch', { version: 0, to_version: '1.0.0', manifest_url: manifest('1.0.0') })).statusCode).toBe(200);
    const res = await post(admin.auth, 'switch', { version: 0, to_version: '1.1.0', manifest_url: manifest('1.1.0') });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/changed/);
    expect(await history()).toEqual([['switch', null, '1.0.0', null, admin.email]]);
  });

  it('rolls back through every earlier stable build, newest first, then refuses; a switch after a rollback stacks on what is left', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    let version = 0;
    const send = async (step: string, payload: object = {}) => {
      const res = await post(admin.auth, step, { version, ...payload });
      if (res.statusCode === 200) version = res.json().version;
      return res;
    };
    for (const to of ['1.0.0', '1.1.0', '1.2.0']) await send('switch', { to_version: to, manifest_url: manifest(to) });
    expect((await send('rollback')).json()).toMatchObject({ stable_version: '1.1.0', stable_manifest: manifest('1.1.0') });
    expect((await send('rollback')).json()).toMatchObject({ stable_version: '1.0.0', stable_manifest: manifest('1.0.0') });
    const res = await send('rollback');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'mfe_lms has no previous stable build to roll back to.' });

    // 1.0.0 → 1.3.0: rolling back returns to 1.0.0, never to the 1.2.0 and 1.1.0 already rolled back from.
    await send('switch', { to_version: '1.3.0', manifest_url: manifest('1.3.0') });
    expect((await send('rollback')).json()).toMatchObject({ stable_version: '1.0.0' });
    expect((await send('rollback')).statusCode).toBe(409);
    expect((await history()).map(([action, from, to]) => `${action} ${from}→${to}`)).toEqual([
      'switch null→1.0.0',
      'switch 1.0.0→1.1.0',
      'switch 1.1.0→1.2.0',
      'rollback 1.2.0→1.1.0',
      'rollback 1.1.0→1.0.0',
      'switch 1.0.0→1.3.0',
      'rollback 1.3.0→1.0.0',
    ]);
  });

  it.each([
    ['a bad remote name', 'canary', { version: 0, to_version: '1.1.0', manifest_url: manifest('1.1.0'), share: 5 }, 'mfe-lms'],
    ['a version that is not semver-like', 'switch', { version: 0, to_version: 'latest', manifest_url: manifest('1.1.0') }, 'mfe_lms'],
    [
      'a manifest URL not ending in mf-manifest.json',
      'switch',
      { version: 0, to_version: '1.1.0', manifest_url: 'https://cdn.example.com/remoteEntry.js' },
      'mfe_lms',
    ],
    ['a share of 100 %', 'canary', { version: 0, to_version: '1.1.0', manifest_url: manifest('1.1.0'), share: 100 }, 'mfe_lms'],
    ['a share of 0 %', 'canary', { version: 0, to_version: '1.1.0', manifest_url: manifest('1.1.0'), share: 0 }, 'mfe_lms'],
  ])('answers 4xx with a detail for %s', async (_name, step, payload, remote) => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await post(admin.auth, step, payload, remote);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().detail).toEqual(expect.any(String));
    expect(await history()).toEqual([]);
  });
});

// Production pages load a remote's code from the manifest URL: plain http is refused there (decision 311).
describe.each(DRIVERS)('admin release commands in production on %s', (driver) => {
  const t = useTestApp(driver, PRODUCTION_ENV_ON_PGLITE);

  it.each(['switch', 'canary'])('%s: an http manifest URL is a 422 with a detail, an https one is accepted', async (step) => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    if (step === 'canary') {
      await t.app.inject({
        method: 'POST',
        url: '/admin/releases/mfe_lms/switch',
        headers: admin.auth,
        payload: { version: 0, to_version: '1.0.0', manifest_url: manifest('1.0.0') },
      });
    }
    const version = step === 'canary' ? 1 : 0;
    const body = { version, to_version: '1.1.0', ...(step === 'canary' ? { share: 5 } : {}) };
    const http = 'http://cdn.example.com/lms/1.1.0/mf-manifest.json';
    let res = await t.app.inject({ method: 'POST', url: `/admin/releases/mfe_lms/${step}`, headers: admin.auth, payload: { ...body, manifest_url: http } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: `The manifest URL must be https in production: ${http}`,
      fields: { 'body.manifest_url': 'must be an https URL in production' },
    });
    res = await t.app.inject({
      method: 'POST',
      url: `/admin/releases/mfe_lms/${step}`,
      headers: admin.auth,
      payload: { ...body, manifest_url: manifest('1.1.0') },
    });
    expect(res.statusCode).toBe(200);
  });
});
