// `npm test -- replica` (decision 115): two API processes and two page servers behind
// nginx upstreams, on one PostgreSQL and one Redis (scripts/lib/replica-stack.mjs), prove the
// README's "stateless, runs as N replicas". Each test prints its figures (`# …` lines).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { startReplicaStack, sqlValue } from '../../lib/replica-stack.mjs';

const PASSWORD = 'correct horse battery';
const REVOCATION_BOUND_MS = 1000;

/**
 * One HTTP request from a chosen loopback address (the rate limits' key is the client address).
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: unknown, from?: string }} [options]
 */
function request(url, { method = 'GET', headers = {}, body, from = '127.0.0.1' } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        localAddress: from,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode, headers: res.headers, raw, json: () => JSON.parse(raw.toString('utf8')) });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let stack;
let accounts = 0;
/** A new student (register, then log in) through `api`, from an address of its own. */
async function student(api = stack.urls.api) {
  accounts += 1;
  const email = `replica-${accounts}-${Date.now()}@example.com`;
  const from = `127.0.2.${accounts}`;
  const reg = await request(`${api}/lms/register`, { method: 'POST', from, body: { name: 'Asha Rao', email, password: PASSWORD } });
  assert.equal(reg.status, 201, reg.raw.toString());
  const login = await request(`${api}/lms/login`, { method: 'POST', from, body: { username: email, password: PASSWORD } });
  assert.equal(login.status, 200, login.raw.toString());
  return { email, from, auth: { authorization: `Bearer ${login.json().access_token}` } };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

before(async () => {
  stack = await startReplicaStack();
});
after(async () => {
  await stack?.stop();
});

test('a rate limit is counted across both replicas (RATE_LIMIT_AUTH_MAX=10 in all, not per replica)', async () => {
  const from = '127.0.1.1';
  const results = [];
  for (let i = 0; i < 14; i++) {
    const res = await request(`${stack.urls.api}/lms/login`, { method: 'POST', from, body: { username: 'nobody@example.com', password: 'wrong password' } });
    results.push({ status: res.status, upstream: res.headers['x-upstream'] });
  }
  assert.deepEqual(
    results.map((r) => r.status),
    [...Array(10).fill(401), ...Array(4).fill(429)],
  );
  const upstreams = new Set(results.slice(0, 10).map((r) => r.upstream));
  assert.equal(upstreams.size, 2, `the 10 allowed attempts were answered by both replicas: ${[...upstreams]}`);
  // Both replicas refuse the address now, each asked directly.
  for (const api of stack.urls.apis) {
    const res = await request(`${api}/lms/login`, { method: 'POST', from, body: { username: 'nobody@example.com', password: 'wrong password' } });
    assert.equal(res.status, 429);
  }
  console.log(
    `# rate limit: 14 attempts over both replicas → ${results.filter((r) => r.status === 401).length} answered, ${results.filter((r) => r.status === 429).length} refused`,
  );
});

test('a logout on one replica is refused on the other within 1 s, though that one trusts a token for 60 s', async () => {
  const [a, b] = stack.urls.apis;
  const s = await student(a);
  assert.equal((await request(`${b}/lms/auth`, { headers: s.auth })).status, 200); // cached on b
  assert.equal((await request(`${a}/lms/logout`, { method: 'POST', headers: s.auth })).status, 200);
  const started = performance.now();
  let status;
  while ((status = (await request(`${b}/lms/auth`, { headers: s.auth })).status) !== 401) {
    assert.ok(performance.now() - started < REVOCATION_BOUND_MS, `still ${status} on the other replica after ${REVOCATION_BOUND_MS} ms`);
    await sleep(5);
  }
  const ms = performance.now() - started;
  assert.ok(ms < REVOCATION_BOUND_MS);
  console.log(`# revocation: refused on the other replica ${ms.toFixed(0)} ms after the logout answered`);
});

test('the mail outbox delivers each message exactly once with both replicas draining it', async () => {
  const before = stack.mails.length;
  const expected = [];
  // Sign-ups through nginx (round robin), each queueing a welcome mail that its replica pokes
  // the outbox for; both replicas also poll every 100 ms.
  await Promise.all(
    Array.from({ length: 24 }, async () => {
      const s = await student();
      expected.push(s.email);
    }),
  );
  const deadline = Date.now() + 20_000;
  while (Number(sqlValue(stack.databaseUrl, "select count(*) from outbox where status <> 'sent'")) > 0) {
    assert.ok(Date.now() < deadline, 'the outbox did not empty within 20 s');
    await sleep(100);
  }
  await sleep(500); // a duplicate would still be on its way
  const sent = Number(sqlValue(stack.databaseUrl, "select count(*) from outbox where status = 'sent'"));
  const mails = stack.mails.slice(before);
  const ids = stack.mails.map((m) => m.messageId);
  const duplicates = ids.length - new Set(ids).size;
  assert.equal(duplicates, 0, 'no Message-ID was delivered twice');
  for (const email of expected) {
    assert.equal(mails.filter((m) => m.to.includes(email)).length, 1, `${email} got exactly one mail`);
  }
  assert.equal(stack.mails.length, sent, 'every sent outbox row reached the SMTP server once, none more');
  const delivered = mails.filter((m) => expected.some((e) => m.to.includes(e)));
  const bySender = stack.apiPids().map((pid) => delivered.filter((m) => m.sender === pid).length);
  assert.ok(
    bySender.every((n) => n > 0),
    `both replicas sent some: ${bySender.join(' + ')}`,
  );
  console.log(
    `# outbox: ${expected.length} welcome mails queued over both replicas, ${delivered.length} delivered ` +
      `(${bySender.join(' + ')} by replica, ${delivered.length - bySender[0] - bySender[1]} not traced to a process), ${duplicates} duplicates`,
  );
});

test('killing one API replica under load leaves every later request answered by the other; restarted, it rejoins', async () => {
  const s = await student();
  const paths = ['/health', '/site-data', '/lms/auth'];
  const log = [];
  let running = true;
  let killedAt = Infinity;
  const worker = async (n) => {
    for (let i = n; running; i++) {
      const started = performance.now();
      const path = paths[i % paths.length];
      try {
        const res = await request(`${stack.urls.api}${path}`, { headers: path === '/lms/auth' ? s.auth : {} });
        log.push({ started, status: res.status, upstream: res.headers['x-upstream'] });
      } catch (error) {
        log.push({ started, status: 0, error: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  const workers = Array.from({ length: 8 }, (_, n) => worker(n));
  await sleep(1000);
  killedAt = performance.now();
  stack.killApi(1);
  await sleep(2000);
  running = false;
  await Promise.all(workers);
  const during = log.filter((r) => r.started >= killedAt);
  const failed = during.filter((r) => r.status !== 200);
  assert.ok(during.length > 50, `only ${during.length} requests after the kill`);
  assert.deepEqual(failed, [], `${failed.length} of ${during.length} requests after the kill failed`);
  const beforeKill = log.filter((r) => r.started < killedAt);
  assert.deepEqual(
    beforeKill.filter((r) => r.status !== 200),
    [],
  );
  const [a, b] = stack.urls.apis.map((u) => u.replace('http://', ''));
  assert.ok(
    beforeKill.some((r) => r.upstream === b),
    'the killed replica answered before the kill',
  );
  // After the kill, whatever nginx tried first, the answer came from the survivor.
  assert.ok(
    during.every((r) => r.upstream === a || r.upstream.endsWith(`, ${a}`)),
    'answers after the kill came from the survivor',
  );

  const restartStarted = performance.now();
  await stack.restartApi(1);
  let rejoinedAfter = null;
  for (let i = 0; i < 200 && rejoinedAfter === null; i++) {
    const res = await request(`${stack.urls.api}/health`);
    assert.equal(res.status, 200);
    if (res.headers['x-upstream'] === b) rejoinedAfter = performance.now() - restartStarted;
    else await sleep(25);
  }
  assert.notEqual(rejoinedAfter, null, 'the restarted replica never answered through nginx');
  console.log(
    `# kill: ${log.length} requests in 3 s at 8 in flight, ${during.length} after the SIGKILL, ${failed.length} failed; ` +
      `the restarted replica answered through nginx ${(Number(rejoinedAfter) / 1000).toFixed(1)} s after its restart began`,
  );
});

test('a page rendered by either page server is byte-identical', async () => {
  // Asked directly, each with the Host nginx passes on (canonical and Open Graph URLs name it).
  const host = new URL(stack.urls.site).host;
  for (const path of ['/', '/courses']) {
    const [one, two] = await Promise.all(stack.urls.pages.map((url) => request(`${url}${path}`, { headers: { host } })));
    assert.equal(one.status, 200, `${path}: ${one.status}`);
    assert.equal(two.status, 200);
    assert.ok(one.raw.length > 1000, `${path} is a rendered page`);
    assert.ok(one.raw.equals(two.raw), `${path}: the two page servers' bodies differ`);
    assert.equal(one.headers['content-security-policy'], two.headers['content-security-policy']);
    // Through nginx, both answer in turn, with those same bytes.
    const viaNginx = [await request(`${stack.urls.site}${path}`), await request(`${stack.urls.site}${path}`)];
    assert.equal(new Set(viaNginx.map((r) => r.headers['x-upstream'])).size, 2);
    for (const res of viaNginx) assert.ok(res.raw.equals(one.raw), `${path} via nginx (${res.headers['x-upstream']}) differs`);
    console.log(`# pages: ${path} ${one.raw.length} bytes, identical from both page servers`);
  }
});
