// Real-user monitoring (decision 116): POST /rum takes the shell's beacons (text/plain
// JSON, as navigator.sendBeacon sends it), refuses anything personal or malformed with a 4xx, and
// GET /admin/rum gives staff p75 vitals by route and remote versions and failures by version.
import { rumSummarySchema } from '@sap-academy/contracts/admin';
import { rumEvents } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { expectAdminOnly, signUpAs } from '../helpers/staff';

const REMOTES = { mfe_marketing: '0.1.0', mfe_lms: '0.1.1' };
const vitals = (overrides: Record<string, unknown> = {}) => ({
  type: 'vitals',
  route: '/training/individual',
  remotes: REMOTES,
  lcp: 800,
  inp: 40,
  ttfb: 120,
  cls: 0.01,
  ...overrides,
});
const failure = (overrides: Record<string, unknown> = {}) => ({
  type: 'remote-failure',
  route: '/lms',
  remote: 'mfe_lms',
  version: '0.1.1',
  kind: 'entry',
  ...overrides,
});

const pageError = (overrides: Record<string, unknown> = {}) => ({
  type: 'error',
  route: '/lms',
  remote: 'mfe_lms',
  version: '0.1.1',
  kind: 'error',
  ...overrides,
});

describe.each(DRIVERS)('real-user monitoring on %s', (driver) => {
  const t = useTestApp(driver);
  const beacon = (body: unknown, contentType = 'text/plain;charset=UTF-8') =>
    t.app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': contentType }, payload: typeof body === 'string' ? body : JSON.stringify(body) });

  it('takes a beacon as text/plain or JSON, answers 204 at once, and stores it on the next flush without any personal data', async () => {
    const student = await signUpAs(t.app, t.db, 'student');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/rum',
      headers: { ...student.auth, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 Test' },
      payload: JSON.stringify(vitals()),
    });
    expect(sent.statusCode).toBe(204);
    expect(sent.body).toBe('');
    expect((await beacon(failure(), 'application/json')).statusCode).toBe(204);
    // Queued, not yet written: the answer did not wait for the database.
    expect(await t.db.select().from(rumEvents)).toHaveLength(0);
    expect(await t.app.rum.flush()).toBe(2);

    const rows = await t.db.select().from(rumEvents);
    expect(rows).toEqual([
      expect.objectContaining({
        type: 'vitals',
        route: '/training/individual',
        remoteVersions: 'mfe_lms@0.1.1 mfe_marketing@0.1.0',
        lcpMs: 800,
        inpMs: 40,
        ttfbMs: 120,
      }),
      expect.objectContaining({ type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version: '0.1.1', kind: 'entry', remoteVersions: null }),
    ]);
    // Neither the user, the IP nor the user agent is anywhere in the record.
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'cls',
      'createdAt',
      'id',
      'inpMs',
      'kind',
      'lcpMs',
      'remote',
      'remoteVersions',
      'route',
      'ttfbMs',
      'type',
      'version',
    ]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('Mozilla');
    expect(stored).not.toContain('127.0.0.1');
  });

  it.each([
    ['not JSON', '{"type":'],
    ['an unknown type', { ...vitals(), type: 'clicks' }],
    ['an extra field (an e-mail would be personal data)', vitals({ email: 'a@b.co' })],
    ['a route with a query string', vitals({ route: '/lms?email=a@b.co' })],
    ['a route with an id in it', vitals({ route: '/lms/course/12' })],
    ['a route that is a URL', vitals({ route: 'https://evil.example/x' })],
    ['no metric at all', { type: 'vitals', route: '/', remotes: REMOTES }],
    ['a negative LCP', vitals({ lcp: -1 })],
    ['an LCP of a day', vitals({ lcp: 86_400_000 })],
    ['a remote that is not a remote name', vitals({ remotes: { 'mfe_lms; drop': '1' } })],
    ['a version with spaces', failure({ version: '1 0' })],
    ['an unknown failure kind', failure({ kind: 'meltdown' })],
    // A message is taken and scrubbed (decision 144, test/routes/admin/browser-errors.test.ts); a stack never.
    ["a page error's message longer than 500 characters", pageError({ message: 'x'.repeat(501) })],
    ["a page error's stack", pageError({ stack: 'TypeError at https://www.example.com/lms/course/12' })],
    ['a page error of an unknown kind', pageError({ kind: 'warning' })],
    ['a page error with a remote but no version', pageError({ version: undefined })],
  ])('refuses %s with a 4xx and {detail}, storing nothing', async (_what, body) => {
    const res = await beacon(body);
    expect([400, 422]).toContain(res.statusCode);
    expect(res.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
    await t.app.rum.flush();
    expect(await t.db.select().from(rumEvents)).toHaveLength(0);
  });

  it('counts page errors by remote, version and kind (the shell\'s as "none"), and stores none of them as RUM records', async () => {
    // What GET /metrics serves (this app has no METRICS_TOKEN, so no route).
    const scrape = () => t.app.metrics.registry.metrics();
    const count = (text: string, labels: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`rum_page_errors_total{${labels}}`))
          ?.split(' ')
          .at(-1) ?? 0,
      );
    const before = await scrape();
    expect((await beacon(pageError())).statusCode).toBe(204);
    expect((await beacon(pageError())).statusCode).toBe(204);
    expect((await beacon(pageError({ kind: 'rejection', remote: undefined, version: undefined }))).statusCode).toBe(204);
    // A version the runtime config does not name is "other" (decision 122).
    expect((await beacon(pageError({ version: '9.9.9' }))).statusCode).toBe(204);
    const after = await scrape();
    expect(count(after, 'remote="mfe_lms",version="other",kind="error"') - count(before, 'remote="mfe_lms",version="other",kind="error"')).toBe(3);
    expect(count(after, 'remote="none",version="none",kind="rejection"') - count(before, 'remote="none",version="none",kind="rejection"')).toBe(1);
    // Written to browser_errors (decision 144), never to the vitals' table.
    expect(await t.app.rum.flush()).toBe(4);
    expect(await t.db.select().from(rumEvents)).toHaveLength(0);
  });

  it('refuses a body over 2 KB with 413', async () => {
    const res = await beacon({ ...vitals(), route: `/${'a'.repeat(3000)}` });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('GET /admin/rum: admins only', async () => {
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: '/admin/rum' });
  });

  it('GET /admin/rum gives p75 by route and remote versions, failures by remote version, within the window', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    // LCP 100, 200, ..., 1000 ms on one route and version set: p75 = 775 (linear interpolation).
    for (let i = 1; i <= 10; i += 1) expect((await beacon(vitals({ lcp: i * 100, inp: undefined, cls: i / 100 }))).statusCode).toBe(204);
    await beacon(vitals({ remotes: { ...REMOTES, mfe_lms: '0.2.0' }, lcp: 3000 }));
    await beacon(vitals({ route: '/lms/course/:id', lcp: 1500 }));
    for (let i = 0; i < 3; i += 1) await beacon(failure());
    await beacon(failure({ version: '0.2.0', kind: 'manifest' }));
    // A record older than the window.
    await t.app.rum.flush();
    await t.db
      .insert(rumEvents)
      .values({ type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version: '0.0.9', kind: 'entry', createdAt: new Date(Date.now() - 2 * 3_600_000) });

    const res = await t.app.inject({ method: 'GET', url: '/admin/rum?hours=1', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const summary = rumSummarySchema.parse(res.json());
    expect(summary.window_hours).toBe(1);
    expect(summary.vitals[0]).toEqual({
      route: '/training/individual',
      remote_versions: 'mfe_lms@0.1.1 mfe_marketing@0.1.0',
      samples: 10,
      p75: { lcp: 775, inp: null, ttfb: 120, cls: 0.078 },
    });
    expect(summary.vitals).toContainEqual(
      expect.objectContaining({ route: '/training/individual', remote_versions: 'mfe_lms@0.2.0 mfe_marketing@0.1.0', samples: 1 }),
    );
    expect(summary.vitals).toContainEqual(expect.objectContaining({ route: '/lms/course/:id', samples: 1, p75: expect.objectContaining({ lcp: 1500 }) }));
    expect(summary.failures.map(({ last_at: _at, ...row }) => row)).toEqual([
      { remote: 'mfe_lms', version: '0.1.1', kind: 'entry', count: 3 },
      { remote: 'mfe_lms', version: '0.2.0', kind: 'manifest', count: 1 },
    ]);
    // The default window is a day: the older failure is in it.
    const day = rumSummarySchema.parse((await t.app.inject({ method: 'GET', url: '/admin/rum', headers: admin.auth })).json());
    expect(day.failures).toContainEqual(expect.objectContaining({ version: '0.0.9', count: 1 }));
  });

  it('GET /admin/rum refuses a window outside 1 hour to 30 days with 422', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    for (const hours of ['0', '721', 'week']) {
      const res = await t.app.inject({ method: 'GET', url: `/admin/rum?hours=${hours}`, headers: admin.auth });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe('real-user records while the database is down', () => {
  const t = useTestApp('pglite');

  it('the beacon is still answered; the records wait in the queue and are written when the database answers again', async () => {
    const spy = jest.spyOn(t.db, 'insert').mockImplementation(() => {
      throw new Error('connection refused (simulated outage)');
    });
    try {
      expect(
        (await t.app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(vitals()) })).statusCode,
      ).toBe(204);
      expect(await t.app.rum.flush()).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect(await t.app.rum.flush()).toBe(1);
    expect(await t.db.select().from(rumEvents)).toHaveLength(1);
  });
});

describe('real-user beacons per client', () => {
  const t = useTestApp('pglite', { RATE_LIMIT_RUM_MAX: '3' });

  it('are rate-limited: the 4th beacon in the window gets 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(vitals()) })).statusCode,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
