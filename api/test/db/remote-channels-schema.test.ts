// Migration 0009 (decision 125): the release-channel rules hold in the database itself, so no
// concurrent or buggy writer can store a half candidate, a candidate equal to stable, or a share
// outside 1–99 %, nor a release history row with an unknown action.
import { remoteChannels, remoteReleases } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';

const STABLE = { remote: 'mfe_lms', stableVersion: '1.2.0', stableManifest: 'https://cdn.example.com/lms/1.2.0/mf-manifest.json' };
const CANDIDATE = { candidateVersion: '1.3.0', candidateManifest: 'https://cdn.example.com/lms/1.3.0/mf-manifest.json', candidateShare: 5 };

describe.each(EVERY_DRIVER)('remote channels tables on %s', (driver) => {
  const t = useTestApp(driver);

  it('stores a stable channel with a canary candidate', async () => {
    await t.db.insert(remoteChannels).values({ ...STABLE, ...CANDIDATE });
    const [row] = await t.db.select().from(remoteChannels);
    expect(row).toMatchObject({ ...STABLE, ...CANDIDATE, version: 0 });
  });

  it.each([
    ['a candidate without a share', { ...CANDIDATE, candidateShare: null }],
    ['a candidate equal to stable', { ...CANDIDATE, candidateVersion: '1.2.0' }],
    ['a share of 0 %', { ...CANDIDATE, candidateShare: 0 }],
    ['a share of 100 %', { ...CANDIDATE, candidateShare: 100 }],
  ])('refuses %s', async (_name, candidate) => {
    await expect(t.db.insert(remoteChannels).values({ ...STABLE, ...candidate })).rejects.toThrow();
    expect(await t.db.select().from(remoteChannels)).toEqual([]);
  });

  it('refuses a history row with an unknown action and keeps the known ones', async () => {
    const release = { remote: 'mfe_lms', fromVersion: '1.1.0', toVersion: '1.2.0', manifest: STABLE.stableManifest, actor: 'admin@example.com' };
    await t.db.insert(remoteReleases).values({ ...release, action: 'switch' });
    await expect(t.db.insert(remoteReleases).values({ ...release, action: 'deploy' })).rejects.toThrow();
    expect((await t.db.select({ action: remoteReleases.action }).from(remoteReleases)).map((row) => row.action)).toEqual(['switch']);
  });
});
