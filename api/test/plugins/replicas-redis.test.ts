// Decision 115: two replicas (two app instances over one database) sharing a real redis-server.
// Rate limits are counted once for both; a revocation made on one reaches the other's cache
// within a second; Redis going down answers requests (fail open) and stops trusting the cache;
// without REDIS_URL every replica keeps its own state, as one process always did.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { users } from '../../src/db/schema';
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_PREFIX } from '../../src/plugins/external/redis';
import { FakeMailer, testConfig } from '../helpers/app';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/database';
import { STUDENT_PASSWORD, signUp } from '../helpers/fixtures';
import { startTestRedis, type TestRedis } from '../helpers/redis';
import { accountApi } from '@sap-academy/contracts/paths';

const AUTH_MAX = 6;
/** The bound decision 115 sets for a revocation to reach every replica. */
const REVOCATION_BOUND_MS = 1000;

const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `Bearer ${token}` } });
const badLogin = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/lms/login', payload: { username: 'nobody@example.com', password: 'wrong password' } });
const login = async (app: FastifyInstance, email: string) =>
  (await app.inject({ method: 'POST', url: '/lms/login', payload: { username: email, password: STUDENT_PASSWORD } })).json().access_token as string;

/** Milliseconds until `check` holds, polling every 10 ms; throws after `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One API replica over the shared test database. */
async function replica(testDb: TestDatabase, env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ RATE_LIMIT_AUTH_MAX: String(AUTH_MAX), AUTH_REVOCATION_CACHE_MS: '60000', ...env }),
    database: testDb.database,
    mailer: new FakeMailer(),
    outboxAuto: false,
    orderExpiryAuto: false,
  });
  await app.ready();
  return app;
}

const twoReplicas = async (testDb: TestDatabase, env: Record<string, string>) => [await replica(testDb, env), await replica(testDb, env)] as const;

describe.each(DRIVERS)('two replicas sharing Redis on %s', (driver) => {
  let redis: TestRedis;
  let inspect: Redis;
  let testDb: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    redis = await startTestRedis();
    testDb = await openTestDatabase(driver);
    [a, b] = await twoReplicas(testDb, { REDIS_URL: redis.url });
  });
  beforeEach(async () => {
    await testDb.reset();
    inspect = redis.connect();
    await inspect.flushall();
  });
  afterEach(() => inspect.disconnect());
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await testDb?.dispose();
    await redis?.stop();
  });

  it('counts a rate limit once across both replicas, in Redis', async () => {
    for (let i = 0; i < AUTH_MAX / 2; i++) {
      expect((await badLogin(a)).statusCode).toBe(401);
      expect((await badLogin(b)).statusCode).toBe(401);
    }
    for (const replica of [a, b]) {
      const refused = await badLogin(replica);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Too many requests\. Try again in /);
    }
    const keys = await inspect.keys(`${REDIS_PREFIX}rate-limit:*`);
    expect(keys).toEqual([`${REDIS_PREFIX}rate-limit:POST/lms/login-127.0.0.1`]);
    expect(Number(await inspect.get(keys[0]!))).toBe(AUTH_MAX + 2);
  });

  it('refuses on the other replica within 1 s a token logged out on one, though that replica trusted it for 60 s', async () => {
    const student = await signUp(a);
    expect((await me(b, student.token)).statusCode).toBe(200); // now in b's cache
    expect((await a.inject({ method: 'POST', url: '/lms/logout', headers: student.auth })).statusCode).toBe(200);
    const ms = await msUntil(async () => (await me(b, student.token)).statusCode === 401, REVOCATION_BOUND_MS);
    expect(ms).toBeLessThan(REVOCATION_BOUND_MS);
    expect((await me(a, student.token)).statusCode).toBe(401);
  });

  it('signs every device out on the other replica within 1 s when one replica bumps the session epoch', async () => {
    const student = await signUp(a);
    const tablet = await login(b, student.email);
    const bystander = await signUp(b);
    for (const token of [student.token, tablet, bystander.token]) expect((await me(b, token)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: accountApi.logoutAll(), headers: student.auth })).statusCode).toBe(200);
    const ms = await msUntil(async () => (await me(b, tablet)).statusCode === 401, REVOCATION_BOUND_MS);
    expect(ms).toBeLessThan(REVOCATION_BOUND_MS);
    expect((await me(b, bystander.token)).statusCode).toBe(200);
  });

  it('signs the other devices out on the other replica within 1 s when the password is changed on one', async () => {
    const student = await signUp(a);
    const tablet = await login(b, student.email);
    expect((await me(b, tablet)).statusCode).toBe(200);
    const changed = await a.inject({
      method: 'POST',
      url: accountApi.changePassword(),
      headers: student.auth,
      payload: { current_password: STUDENT_PASSWORD, new_password: 'a brand new passphrase 42' },
    });
    expect(changed.statusCode).toBe(200);
    const ms = await msUntil(async () => (await me(b, tablet)).statusCode === 401, REVOCATION_BOUND_MS);
    expect(ms).toBeLessThan(REVOCATION_BOUND_MS);
    // The device that changed it stays signed in, on every replica, with its new token.
    expect((await me(b, changed.json().access_token as string)).statusCode).toBe(200);
  });

  it('with Redis down answers rate-limited requests (fail open, never 500) and reads revocations from the database; back up, it counts and caches again', async () => {
    const student = await signUp(a);
    expect((await me(b, student.token)).statusCode).toBe(200); // cached in b
    await redis.kill();
    try {
      // b no longer hears revocations, so it stops trusting its cache: a logout on a still applies.
      expect((await a.inject({ method: 'POST', url: '/lms/logout', headers: student.auth })).statusCode).toBe(200);
      await msUntil(async () => (await me(b, student.token)).statusCode === 401, REVOCATION_BOUND_MS);
      // Twice the limit, on both replicas: every attempt is answered, none refused, none failed.
      const codes = [];
      for (let i = 0; i < AUTH_MAX; i++) codes.push((await badLogin(a)).statusCode, (await badLogin(b)).statusCode);
      expect(new Set(codes)).toEqual(new Set([401]));
    } finally {
      await redis.start();
    }
    await msUntil(async () => a.redis?.client.status === 'ready' && b.redis?.client.status === 'ready', 5000);
    // The limit applies again, across both replicas (the restarted Redis is empty).
    const codes = [];
    for (let i = 0; i < AUTH_MAX / 2; i++) codes.push((await badLogin(a)).statusCode, (await badLogin(b)).statusCode);
    codes.push((await badLogin(a)).statusCode);
    expect(codes).toEqual([...Array<number>(AUTH_MAX).fill(401), 429]);
    // b trusts its cache again once it hears revocations: an epoch changed behind its back (by
    // hand, no message) is not seen while the entry lasts, which is what the cache is for.
    await inspect.flushall(); // the limit is used up: sign-up needs a login
    const other = await signUp(a);
    await msUntil(async () => {
      expect((await me(b, other.token)).statusCode).toBe(200);
      await testDb.database.db
        .update(users)
        .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
        .where(eq(users.id, other.userId));
      return (await me(b, other.token)).statusCode === 200;
    }, 5000);
  });

  it('with Redis hung (stopped, connections open) answers within the command timeout and still refuses a logout elsewhere within 1 s', async () => {
    const student = await signUp(a);
    expect((await me(b, student.token)).statusCode).toBe(200); // cached in b
    redis.pause();
    try {
      const started = performance.now();
      expect((await badLogin(a)).statusCode).toBe(401);
      expect(performance.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 500);
      // The publish times out; b's heartbeat has stopped trusting its cache by then.
      expect((await a.inject({ method: 'POST', url: '/lms/logout', headers: student.auth })).statusCode).toBe(200);
      const ms = await msUntil(async () => (await me(b, student.token)).statusCode === 401, REVOCATION_BOUND_MS);
      expect(ms).toBeLessThan(REVOCATION_BOUND_MS);
    } finally {
      redis.resume();
    }
    await msUntil(
      async () => (await badLogin(a)).statusCode === 401 && Number(await inspect.get(`${REDIS_PREFIX}rate-limit:POST/lms/login-127.0.0.1`)) > 0,
      5000,
    );
  });
});

describe.each(DRIVERS)('two replicas without REDIS_URL on %s (each its own state, as one process)', (driver) => {
  let testDb: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDatabase(driver);
    [a, b] = await twoReplicas(testDb, {});
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await testDb?.dispose();
  });

  it('counts rate limits per process and learns of a logout elsewhere only when its cache entry ends', async () => {
    expect(a.redis).toBeNull();
    for (let i = 0; i < AUTH_MAX; i++) expect((await badLogin(a)).statusCode).toBe(401);
    expect((await badLogin(a)).statusCode).toBe(429);
    expect((await badLogin(b)).statusCode).toBe(401); // b counted nothing
    const student = await signUp(b);
    expect((await me(b, student.token)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/lms/logout', headers: student.auth })).statusCode).toBe(200);
    // AUTH_REVOCATION_CACHE_MS (60 s here) is the bound without Redis (decision 102).
    expect((await me(b, student.token)).statusCode).toBe(200);
    expect((await me(a, student.token)).statusCode).toBe(401);
  });

  it('starts with a Redis that accepts and never answers, and answers degraded: limits uncounted, tokens checked in the database', async () => {
    // A hung Redis (a stopped process, a black-holed network): connected, never ready.
    const sockets = new Set<Socket>();
    const hung = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const degraded = await replica(testDb, { REDIS_URL: `redis://127.0.0.1:${(hung.address() as AddressInfo).port}` });
    try {
      expect(degraded.redis?.client.status).not.toBe('ready');
      for (let i = 0; i <= AUTH_MAX; i++) expect((await badLogin(degraded)).statusCode).toBe(401);
      const student = await signUp(degraded);
      expect((await me(degraded, student.token)).statusCode).toBe(200);
      expect((await me(b, student.token)).statusCode).toBe(200);
      expect((await b.inject({ method: 'POST', url: '/lms/logout', headers: student.auth })).statusCode).toBe(200);
      expect((await me(degraded, student.token)).statusCode).toBe(401); // it cached nothing
    } finally {
      await degraded.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    }
  });
});
