// The practice server's status (decision 150): nothing is checked without a URL in the settings;
// a 2xx is up, an error answer or a failed request is down; the portal shows the latest check.
import { settings } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { signUp } from '../helpers/fixtures';

const answering = (status: number) => (async () => new Response('', { status })) as unknown as typeof fetch;
const failing = (async () => {
  throw new TypeError('fetch failed');
}) as unknown as typeof fetch;

describe.each(DRIVERS)('practice-server health on %s', (driver) => {
  const t = useTestApp(driver);
  const checkedAt = new Date('2026-11-28T04:30:00Z');

  it('checks nothing without a URL; then up on 2xx, down on 503 and on a failed request, shown to students', async () => {
    expect(await t.app.practiceServer.checkHealth(checkedAt, answering(200))).toBeNull();
    const student = await signUp(t.app);
    const health = async () => (await t.app.inject({ method: 'GET', url: '/lms/server-access', headers: student.auth })).json().health;
    expect(await health()).toEqual({ status: 'unknown', checked_at: null });

    await t.db.insert(settings).values({ key: 'practice_server_health_url', value: 'https://s4.example.com/health' });
    expect(await t.app.practiceServer.checkHealth(checkedAt, answering(200))).toEqual({ status: 'up', checked_at: checkedAt.toISOString() });
    expect(await health()).toEqual({ status: 'up', checked_at: checkedAt.toISOString() });
    expect((await t.app.practiceServer.checkHealth(checkedAt, answering(503)))!.status).toBe('down');
    await t.app.practiceServer.checkHealth(checkedAt, answering(200));
    expect((await t.app.practiceServer.checkHealth(checkedAt, failing))!.status).toBe('down');
    expect((await health()).status).toBe('down');
  });
});
