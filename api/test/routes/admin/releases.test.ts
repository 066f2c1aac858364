// The release commands (decision 125): an admin switches a remote's stable build, starts a canary,
// promotes or rolls back; each checks the channel's version, and writes one history row (who,
// from, to) and one audit row with the channel. Visitors get 401, students and editors 403.
import { asc, eq } from 'drizzle-orm';
import { auditLog, remoteChannels, remoteReleases } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
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
    expect(res.json()).toMatchObject({ remote: 'mfe_lms', stable_version: '1.0.0', candidate_version: null, version: 0 });

    res = await post(admin.auth, 'canary', { version: 0, to_version: '1.1.0', manifest_url: manifest('1.1.0'), share: 5 });
    expect(res.json()).toMatchObject({ stable_version: '1.0.0', candidate_version: '1.1.0', candidate_share: 5, version: 1 });
    res = await post(admin.auth, 'promote', { version: 1 });
    expect(res.json()).toMatchObject({ stable_version: '1.1.0', stable_manifest: manifest('1.1.0'), candidate_version: null, version: 2 });

    // Stale version: the channel is left alone.
    res = await post(admin.auth, 'rollback', { version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/changed/);

    res = await post(admin.auth, 'rollback', { version: 2 });
    expect(res.json()).toMatchObject({ stable_version: '1.0.0', stable_manifest: manifest('1.0.0'), version: 3 });

    res = await post(admin.auth, 'canary', { version: 3, to_version: '1.2.0', manifest_url: manifest('1.2.0'), share: 20 });
    res = await post(admin.auth, 'rollback', { version: 4 });
    expect(res.json()).toMatchObject({ stable_version: '1.0.0', candidate_version: null, version: 5 });

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
    expect(listed.json()).toMatchObject({ channels: [{ remote: 'mfe_lms', stable_version: '1.0.0', version: 5 }], total: 6, page: 1 });
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
    for (const step of ['rollback', 'promote']) {
      const res = await post(admin.auth, step, { version: 0 });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect(await history()).toHaveLength(1);
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
