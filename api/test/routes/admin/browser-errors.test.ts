// Browser errors (decision 144): page-error beacons are stored deduplicated by fingerprint (the
// normalised message, the script line, the remote and its version, the route pattern), counted,
// scrubbed of personal data, and listed for admins by GET /admin/browser-errors, newest first.
import { BROWSER_ERROR_MESSAGE_MAX } from '@sap-academy/contracts';
import { browserErrorListResponseSchema } from '@sap-academy/contracts/admin';
import { browserErrors, rumEvents } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

const pageError = (overrides: Record<string, unknown> = {}) => ({
  type: 'error',
  route: '/lms/course/:id',
  remote: 'mfe_lms',
  version: '0.1.1',
  kind: 'error',
  message: "TypeError: Cannot read properties of undefined (reading 'title')",
  source: 'https://www.example.com/remotes/mfe_lms/0.1.1/main.js?v=3:1:2044',
  ...overrides,
});

describe.each(DRIVERS)('browser errors on %s', (driver) => {
  const t = useTestApp(driver);
  const beacon = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(body) });
  const list = async (query = '') => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: `/admin/browser-errors${query}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return browserErrorListResponseSchema.parse(res.json());
  };

  it('GET /admin/browser-errors: 401 for a visitor, 403 for a student and an editor', async () => {
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: '/admin/browser-errors' });
  });

  it('stores one row per fingerprint and counts its reports, across flushes, with first and last seen', async () => {
    for (let i = 0; i < 3; i++) expect((await beacon(pageError())).statusCode).toBe(204);
    // The same error with another number in its message is the same error (numbers are normalised).
    expect((await beacon(pageError({ message: "TypeError: Cannot read properties of undefined (reading 'title') at item 7" }))).statusCode).toBe(204);
    expect((await beacon(pageError({ message: "TypeError: Cannot read properties of undefined (reading 'title') at item 8" }))).statusCode).toBe(204);
    expect(await t.app.rum.flush()).toBe(5);
    t.clock.advance(60_000);
    expect((await beacon(pageError())).statusCode).toBe(204);
    // Another remote version, route, script line or kind is another error.
    await beacon(pageError({ version: '0.1.2' }));
    await beacon(pageError({ route: '/lms' }));
    await beacon(pageError({ source: 'https://www.example.com/remotes/mfe_lms/0.1.1/main.js:1:99' }));
    await beacon(pageError({ kind: 'rejection' }));
    await t.app.rum.flush();

    const rows = await t.db.select().from(browserErrors);
    expect(rows).toHaveLength(6);
    const first = rows.find((row) => row.count === 4)!;
    expect(first).toMatchObject({
      route: '/lms/course/:id',
      remote: 'mfe_lms',
      version: '0.1.1',
      kind: 'error',
      source: '/remotes/mfe_lms/0.1.1/main.js:1:2044',
    });
    expect(first.lastSeen.getTime() - first.firstSeen.getTime()).toBeGreaterThanOrEqual(60_000);
    expect(rows.find((row) => row.message?.endsWith('at item 7'))!.count).toBe(2);
    // Still not a rum_events row: that table is the vitals' and remote failures'.
    expect(await t.db.select().from(rumEvents)).toHaveLength(0);
  });

  it('keeps no query string, e-mail address, phone or long number, and truncates the sample', async () => {
    const sent = await beacon(
      pageError({
        message: `Error: fetch https://api.example.com/lms/orders?email=priya@example.com&otp=123456 failed for priya.sharma@example.com, order 202611281234, call 98765 43210 ${'x'.repeat(250)}`,
        source: 'https://www.example.com/remotes/mfe_lms/0.1.1/main.js?token=abc#frag:1:2',
      }),
    );
    expect(sent.statusCode).toBe(204);
    await t.app.rum.flush();
    const [row] = await t.db.select().from(browserErrors);
    expect(row!.message).not.toMatch(/priya|example\.com&|otp=|123456|202611281234|98765/);
    expect(row!.message).toContain('https://api.example.com/lms/orders?…');
    expect(row!.message).toContain('[email]');
    expect(row!.message).toContain('[number]');
    expect(row!.message!.length).toBe(BROWSER_ERROR_MESSAGE_MAX);
    expect(row!.message!.endsWith('…')).toBe(true);
    expect(row!.source).toBe('/remotes/mfe_lms/0.1.1/main.js:1:2');
    // A route's numbers never reach a row (the contract refuses them) and a made-up remote is "other".
    await beacon(pageError({ remote: 'mfe_nobody', message: 'x' }));
    await beacon(pageError({ remote: undefined, version: undefined, message: 'y', source: undefined }));
    await t.app.rum.flush();
    const remotes = (await t.db.select().from(browserErrors)).map((r) => r.remote).sort();
    expect(remotes).toEqual(['mfe_lms', 'none', 'other']);
  });

  it('lists newest last_seen first, paginated, filtered by remote, with the remotes for the filter', async () => {
    await beacon(pageError({ message: 'oldest' }));
    await t.app.rum.flush();
    t.clock.advance(1000);
    await beacon(pageError({ message: 'middle', remote: 'mfe_marketing', version: '0.1.0' }));
    await t.app.rum.flush();
    t.clock.advance(1000);
    // Still queued when the list is asked for: the list flushes first.
    await beacon(pageError({ message: 'newest' }));

    const all = await list('?page_size=2');
    expect(all.total).toBe(3);
    expect(all.results.map((r) => r.message)).toEqual(['newest', 'middle']);
    expect(all.remotes).toEqual(['mfe_lms', 'mfe_marketing']);
    expect((await list('?page_size=2&page=2')).results.map((r) => r.message)).toEqual(['oldest']);
    const marketing = await list('?remote=mfe_marketing');
    expect(marketing.results.map((r) => [r.message, r.remote, r.version, r.count])).toEqual([['middle', 'mfe_marketing', '0.1.0', 1]]);
    expect(marketing.total).toBe(1);
    expect((await list('?remote=none')).results).toEqual([]);
  });

  it.each([
    ['a page size over 100', '?page_size=500'],
    ['page 0', '?page=0'],
    ['a remote that is not a remote name', '?remote=drop%20table'],
  ])('refuses %s with 422 and {detail}', async (_what, query) => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: `/admin/browser-errors${query}`, headers: admin.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  });

  it('refuses a beacon whose message is over the limit or whose error carries a stack, storing nothing', async () => {
    for (const body of [pageError({ message: 'x'.repeat(501) }), pageError({ stack: 'at f (https://x/a.js:1:2)' }), pageError({ message: 42 })]) {
      const res = await beacon(body);
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
    }
    await t.app.rum.flush();
    expect(await t.db.select().from(browserErrors)).toHaveLength(0);
  });
});

describe.each(DRIVERS)('browser errors under the beacon rate limit on %s', (driver) => {
  const t = useTestApp(driver, { RATE_LIMIT_RUM_MAX: '3' });

  it('counts only the beacons a client may send: the fourth in the window is 429 and not stored', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(pageError()) });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([204, 204, 204, 429]);
    await t.app.rum.flush();
    const [row] = await t.db.select().from(browserErrors);
    expect(row!.count).toBe(3);
  });
});
