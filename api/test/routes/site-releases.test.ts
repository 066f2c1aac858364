// GET /site/releases (decision 125): the page servers poll it every few seconds, so it answers the
// stable build of every remote and the canary candidate with its share, with an ETag that stays
// the same until a release changes something and a 304 without a body on revalidation.
import { eq } from 'drizzle-orm';
import { releaseChannelsSchema } from '@sap-academy/contracts';
import { remoteChannels } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';

const manifest = (remote: string, version: string) => `https://cdn.example.com/${remote}/${version}/mf-manifest.json`;

describe.each(DRIVERS)('GET /site/releases on %s', (driver) => {
  const t = useTestApp(driver);
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/site/releases', headers });

  it('answers no channels before any release', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ channels: {} });
  });

  it('answers each remote’s stable build and the running canary, then 304 until a release changes it', async () => {
    await t.db.insert(remoteChannels).values([
      {
        remote: 'mfe_lms',
        stableVersion: '1.2.0',
        stableManifest: manifest('lms', '1.2.0'),
        candidateVersion: '1.3.0',
        candidateManifest: manifest('lms', '1.3.0'),
        candidateShare: 5,
      },
      { remote: 'mfe_marketing', stableVersion: '2.0.1', stableManifest: manifest('marketing', '2.0.1') },
    ]);
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=2');
    expect(releaseChannelsSchema.parse(res.json())).toEqual({
      channels: {
        mfe_lms: {
          stable: { version: '1.2.0', manifest: manifest('lms', '1.2.0') },
          candidate: { version: '1.3.0', manifest: manifest('lms', '1.3.0'), share: 5 },
        },
        mfe_marketing: { stable: { version: '2.0.1', manifest: manifest('marketing', '2.0.1') } },
      },
    });
    const etag = String(res.headers.etag);

    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.db.update(remoteChannels).set({ candidateShare: 25 }).where(eq(remoteChannels.remote, 'mfe_lms'));
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().channels.mfe_lms.candidate.share).toBe(25);
  });
});
