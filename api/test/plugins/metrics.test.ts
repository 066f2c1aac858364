// Prometheus metrics (decision 116): GET /metrics only with the METRICS_TOKEN bearer
// token, and the figures move when requests are made: request counts and latency by route
// pattern, the outbox's pending and parked mail, the orders waiting for a refund, the newest
// verified backup, the PostgreSQL pool, real-user records.
import { backupRuns, outbox, payments, practiceServerGrants } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';
import { insertCourse, signUp } from '../helpers/fixtures';

const TOKEN = 'metrics-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

/** One sample's value from the exposition text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0] ?? '';
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe.each(EVERY_DRIVER)('metrics on %s', (driver) => {
  // The runtime config's remotes (decision 122): only these versions are labels.
  const t = useTestApp(driver, {
    METRICS_TOKEN: TOKEN,
    MFE_MARKETING_URL: 'https://www.example.com/mfe-marketing/9.9.9/mf-manifest.json',
    MFE_LMS_URL: 'https://www.example.com/mfe-lms/9.9.9/mf-manifest.json',
  });
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('refuses a scrape without the token, or with a wrong one, with 401 and {detail}', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-00' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Metrics need the METRICS_TOKEN bearer token.' });
    }
  });

  it('counts requests by method, route pattern and status, with their latency', async () => {
    const statusOf = async (id: number) => String((await t.app.inject({ method: 'GET', url: `/lms/course/${id}` })).statusCode);
    const labels = { method: 'GET', route: '/lms/course/:id', status_code: await statusOf(90000) };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    for (const id of [90001, 90002, 90003]) expect(await statusOf(id)).toBe(labels.status_code);
    await t.app.inject({ method: 'GET', url: '/no/such/path' });
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 3);
    // Three different URLs, one series: labels are route patterns, never URLs.
    // (In the label sets only: a sample's value, a heap size say, may hold those digits.)
    const labelSets = text.match(/\{[^}\n]*\}/g) ?? [];
    expect(labelSets.length).toBeGreaterThan(0);
    expect(labelSets.filter((set) => /9000[0-3]/.test(set))).toEqual([]);
    expect(sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 3);
    expect(sample(text, 'http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // The process's own figures come with them.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it('reports pending and parked mail in the outbox', async () => {
    const message = { kind: 'lead-notification', payload: { to: 'sales@example.com', subject: 'Lead', text: 'Hi' } };
    await t.db.insert(outbox).values([{ ...message }, { ...message }, { ...message, status: 'parked' }, { ...message, status: 'sent' }]);
    const text = await scrape();
    expect(sample(text, 'outbox_messages', { status: 'pending' })).toBe(2);
    expect(sample(text, 'outbox_messages', { status: 'parked' })).toBe(1);
  });

  it('reports the orders waiting for a refund (refund_due), whatever their other statuses', async () => {
    expect(sample(await scrape(), 'orders_refund_due')).toBe(0);
    const { studentId } = await signUp(t.app);
    const course = await insertCourse(t.db, { price: 100_000 });
    const order = { provider: 'test', studentId, courseId: course.id, listPrice: 100_000, amount: 100_000, currency: 'INR' };
    await t.db.insert(payments).values([
      { ...order, orderId: 'order_r1', status: 'refund_due', providerPaymentId: 'pay_R1', refundReason: 'already_enrolled' },
      { ...order, orderId: 'order_r1/pay_R2', status: 'refund_due', providerPaymentId: 'pay_R2', refundReason: 'second_payment' },
      { ...order, orderId: 'order_p1', status: 'paid', providerPaymentId: 'pay_P1' },
      { ...order, orderId: 'order_e1', status: 'expired' },
    ]);
    expect(sample(await scrape(), 'orders_refund_due')).toBe(2);
  });

  it('reports when the newest verified backup finished, 0 before the first one (decision 315)', async () => {
    expect(sample(await scrape(), 'backup_last_success_timestamp_seconds')).toBe(0);
    const run = { startedAt: new Date('2026-11-27T20:00:00Z'), dumpBytes: 1024, files: 0 };
    await t.db.insert(backupRuns).values([
      { ...run, backupId: 'older', status: 'verified', finishedAt: new Date('2026-11-27T20:00:05Z') },
      { ...run, backupId: 'newest', status: 'verified', finishedAt: new Date('2026-11-27T21:00:07Z') },
      // A later run that failed verification does not make the backups look fresh.
      { ...run, backupId: 'broken', status: 'failed', finishedAt: new Date('2026-11-27T22:00:00Z'), detail: 'checksum mismatch' },
    ]);
    expect(sample(await scrape(), 'backup_last_success_timestamp_seconds')).toBe(Date.parse('2026-11-27T21:00:07Z') / 1000);
  });

  it('reports the students waiting for a practice-server login (decision 150)', async () => {
    expect(sample(await scrape(), 'practice_server_waiting')).toBe(0);
    const student = await signUp(t.app);
    await t.db.insert(practiceServerGrants).values({ studentId: student.studentId, status: 'waiting', days: 30 });
    expect(sample(await scrape(), 'practice_server_waiting')).toBe(1);
  });

  it('reports the PostgreSQL pool (absent on embedded PGlite, which has no pool)', async () => {
    const text = await scrape();
    if (driver === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'max' })).toBe(20);
      expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(text, 'db_pool_connections', { state: 'max' })).toBeUndefined();
    }
  });

  it('turns real-user beacons into histograms by route and remote versions, and failures into a counter', async () => {
    const send = (body: object) => t.app.inject({ method: 'POST', url: '/rum', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body) });
    await send({ type: 'vitals', route: '/training', remotes: { mfe_marketing: '9.9.9' }, lcp: 700, cls: 0.02 });
    await send({ type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version: '9.9.9', kind: 'manifest' });
    const text = await scrape();
    const labels = { route: '/training', remote_versions: 'mfe_marketing@9.9.9' };
    expect(sample(text, 'rum_lcp_seconds_count', labels)).toBe(1);
    expect(sample(text, 'rum_lcp_seconds_bucket', { ...labels, le: '0.8' })).toBe(1);
    expect(sample(text, 'rum_lcp_seconds_bucket', { ...labels, le: '0.5' })).toBe(0);
    expect(sample(text, 'rum_cls_count', labels)).toBe(1);
    expect(sample(text, 'rum_remote_failures_total', { remote: 'mfe_lms', version: '9.9.9', kind: 'manifest' })).toBe(1);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  const t = useTestApp('pglite');

  it('are not served at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });
});
