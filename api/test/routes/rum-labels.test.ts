// Real-user beacons named their own metric labels. 5,000 beacons with made-up
// remotes and versions added 5,000 Prometheus series (8 MB), junk routes filled the 300-pair cap,
// and name- and phone-like strings were accepted. Now only the runtime config's remotes and
// versions and the site's routes are labels, everything else is `other`, and personal-looking
// strings are refused (decision 122).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RUM_OTHER, RUM_SITE_ROUTES, RUM_UNVERSIONED } from '@sap-academy/contracts';
import { rumEvents } from '../../src/db/schema';
import { knownRemotes, REMOTE_URL_VARIABLES } from '../../src/lib/rum-labels';
import { RUM_LABEL_PAIRS_MAX } from '../../src/plugins/app/rum';
import { testConfig, useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';

const TOKEN = 'metrics-token-for-tests-0123456789';
const HOSTILE_BEACONS = 5_000;
const REPO = path.resolve(__dirname, '../../..');
const CONFIG_REMOTES = {
  MFE_MARKETING_URL: 'https://www.example.com/mfe-marketing/0.1.0/mf-manifest.json',
  MFE_LMS_URL: 'https://www.example.com/mfe-lms/0.1.1/mf-manifest.json',
  MFE_ADMIN_URL: 'https://www.example.com/mfe-admin/0.1.0/mf-manifest.json',
};
const CONFIG = { METRICS_TOKEN: TOKEN, ...CONFIG_REMOTES };
const REMOTES = { mfe_admin: '0.1.0', mfe_lms: '0.1.1', mfe_marketing: '0.1.0' };
// A fourth remote mounted by configuration alone (decision 307): only in REMOTES, as compose and
// Kubernetes' site-config give it to the shell, the renderer and the API alike.
const FOURTH_REMOTES = 'mfe_labs=https://cdn.example.com/mfe-labs/1.0.0/mf-manifest.json';

describe('the API’s copy of the site map', () => {
  it('names every public route of mfe-marketing and the three remotes of mfe-shared', async () => {
    const publicRoutes = JSON.parse(readFileSync(path.join(REPO, 'mfe-marketing/src/config/public-routes.json'), 'utf8')) as Array<{ path: string }>;
    expect(RUM_SITE_ROUTES).toEqual(expect.arrayContaining(publicRoutes.map((route) => route.path)));
    // Read by path, as a fixture: the API's code never imports mfe-shared (decision 111).
    const { REMOTES } = (await import(path.join(REPO, 'mfe-shared/build/federation.ts'))) as { REMOTES: Record<string, string> };
    expect(Object.keys(REMOTE_URL_VARIABLES).sort()).toEqual(Object.values(REMOTES).sort());
  });
});

describe.each(DRIVERS)('real-user labels on %s', (driver) => {
  const t = useTestApp(driver, CONFIG);
  // The queue outlives a test; written before the next test empties the table.
  afterEach(() => t.app.rum.flush());
  const beacon = (body: unknown) => t.app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body) });
  const rumSeries = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    return res.body.split('\n').filter((line) => /^rum_/.test(line));
  };

  it(`keeps the series count after ${HOSTILE_BEACONS.toLocaleString('en-IN')} beacons with made-up remotes, versions and routes`, async () => {
    // Every label a genuine beacon and a hostile one can reach exists once before counting.
    expect((await beacon({ type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version: '0.1.1', kind: 'entry' })).statusCode).toBe(204);
    expect((await beacon({ type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version: '0.0.1', kind: 'entry' })).statusCode).toBe(204);
    expect((await beacon({ type: 'remote-failure', route: '/lms', remote: 'mfe_x', version: '0.0.1', kind: 'entry' })).statusCode).toBe(204);
    expect((await beacon({ type: 'vitals', route: '/lms', remotes: REMOTES, lcp: 900 })).statusCode).toBe(204);
    expect((await beacon({ type: 'vitals', route: '/nope', remotes: { mfe_x: '1.0.0' }, lcp: 900 })).statusCode).toBe(204);
    const before = await rumSeries();

    for (let i = 0; i < HOSTILE_BEACONS; i++) {
      const record =
        i % 2 === 0
          ? { type: 'remote-failure', route: `/junk-${i.toString(36)}`, remote: `mfe_r${i}`, version: `1.0.${i}`, kind: 'entry' }
          : { type: 'vitals', route: `/junk-${i.toString(36)}`, remotes: { ...REMOTES, mfe_lms: `2.${i}.0` }, lcp: 900 };
      expect((await beacon(record)).statusCode).toBe(204);
      // Written as the timer would, so the queue never fills (a drop would be a new series).
      if (i % 500 === 0) await t.app.rum.flush();
    }
    const after = await rumSeries();
    expect(after.length).toBe(before.length);
    expect(after.join('\n')).not.toMatch(/junk|mfe_r\d|1\.0\.\d/);
  });

  it('labels and stores junk routes and remotes as `other`, and the site’s own as they are', async () => {
    await beacon({ type: 'vitals', route: '/lms/course/:id', remotes: REMOTES, lcp: 900 });
    await beacon({ type: 'vitals', route: '/priya-sharma', remotes: REMOTES, lcp: 900 });
    await beacon({ type: 'remote-failure', route: '/training/individual', remote: 'mfe_priya_sharma', version: '0.1.0', kind: 'module' });
    const series = (await rumSeries()).join('\n');
    expect(series).toContain('route="/lms/course/:id"');
    expect(series).toContain(`route="${RUM_OTHER}"`);
    expect(series).toContain(`remote="${RUM_OTHER}"`);
    expect(series).not.toContain('priya');

    await t.app.rum.flush();
    const stored = await t.db.select().from(rumEvents);
    // Stored rows keep neither a path nor a remote the site does not name: a name typed into the
    // address bar never reaches the database.
    expect(stored.map((row) => row.remote)).toContain(RUM_OTHER);
    expect(stored.map((row) => row.route).sort()).toEqual(['/lms/course/:id', '/training/individual', RUM_OTHER].sort());
    expect(JSON.stringify(stored)).not.toContain('priya');
  });

  it('does not let junk routes use up the label pairs before the real pages', async () => {
    for (let i = 0; i < RUM_LABEL_PAIRS_MAX + 10; i++) await beacon({ type: 'vitals', route: `/junk-${i}`, remotes: REMOTES, lcp: 900 });
    await beacon({ type: 'vitals', route: '/contact', remotes: REMOTES, lcp: 900 });
    expect((await rumSeries()).join('\n')).toContain('route="/contact"');
  });

  it.each([
    ['a name as a version', { type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version: 'Priya.Sharma', kind: 'entry' }],
    ['a phone number as a version', { type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version: '9876543210', kind: 'entry' }],
    ['a phone number with a country code in a version', { type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version: '91-98765-43210', kind: 'entry' }],
    ['a phone number in a route', { type: 'vitals', route: '/call-9876543210', remotes: REMOTES, lcp: 900 }],
    ['a name as a remote’s version', { type: 'vitals', route: '/lms', remotes: { mfe_lms: 'Ravi' }, lcp: 900 }],
  ])('refuses %s with a 4xx and {detail}, storing nothing', async (_what, body) => {
    const res = await beacon(body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
    await t.app.rum.flush();
    expect(await t.db.select().from(rumEvents)).toHaveLength(0);
  });
});

describe('the remotes real-user labels may name', () => {
  it('adds a remote named only in REMOTES, with its manifest folder as its version', () => {
    expect(Object.fromEntries(knownRemotes(testConfig({ ...CONFIG_REMOTES, REMOTES: FOURTH_REMOTES })))).toEqual({ ...REMOTES, mfe_labs: '1.0.0' });
  });

  it('keeps a development stack’s three remotes unversioned beside one from REMOTES', () => {
    expect(Object.fromEntries(knownRemotes(testConfig({ REMOTES: 'mfe_labs=http://localhost:3174/mf-manifest.json' })))).toEqual({
      mfe_marketing: RUM_UNVERSIONED,
      mfe_lms: RUM_UNVERSIONED,
      mfe_admin: RUM_UNVERSIONED,
      mfe_labs: RUM_UNVERSIONED,
    });
  });

  it('labels the site’s remotes from REMOTES alone, without the MFE_*_URL shorthands', () => {
    const words = 'mfe_marketing=https://cdn.example.com/mfe-marketing/0.2.0/mf-manifest.json mfe_lms=https://cdn.example.com/mfe-lms/0.3.0/mf-manifest.json';
    expect(Object.fromEntries(knownRemotes(testConfig({ REMOTES: words })))).toEqual({ mfe_marketing: '0.2.0', mfe_lms: '0.3.0' });
  });
});

describe.each(DRIVERS)('a fourth remote added in REMOTES on %s', (driver) => {
  const t = useTestApp(driver, { ...CONFIG, REMOTES: FOURTH_REMOTES });
  afterEach(() => t.app.rum.flush());
  const beacon = (body: unknown) => t.app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body) });
  const rumSeries = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    return res.body.split('\n').filter((line) => /^rum_/.test(line));
  };

  it('labels its failures and its vitals by its name and version, and stores its name', async () => {
    expect((await beacon({ type: 'remote-failure', route: '/lms', remote: 'mfe_labs', version: '1.0.0', kind: 'entry' })).statusCode).toBe(204);
    expect((await beacon({ type: 'vitals', route: '/lms', remotes: { ...REMOTES, mfe_labs: '1.0.0' }, lcp: 900 })).statusCode).toBe(204);
    const series = await rumSeries();
    expect(series.filter((line) => line.startsWith('rum_remote_failures_total{'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/remote="mfe_labs",version="1\.0\.0",kind="entry"/)]),
    );
    expect(series.join('\n')).toContain('remote_versions="mfe_admin@0.1.0 mfe_labs@1.0.0 mfe_lms@0.1.1 mfe_marketing@0.1.0"');

    await t.app.rum.flush();
    expect((await t.db.select().from(rumEvents)).map((row) => row.remote)).toContain('mfe_labs');
  });

  it('counts a version of it that REMOTES does not name as `other`', async () => {
    await beacon({ type: 'remote-failure', route: '/lms', remote: 'mfe_labs', version: '0.9.0', kind: 'entry' });
    // The app's counters outlive a test: the version configured may already be counted.
    const failures = (await rumSeries()).filter((line) => line.startsWith('rum_remote_failures_total{') && line.includes('mfe_labs'));
    expect(failures).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`remote="mfe_labs",version="${RUM_OTHER}"`))]));
    expect(failures.join('\n')).not.toContain('0.9.0');
  });
});
