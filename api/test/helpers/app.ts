// Builds the real app (every plugin, every route) over the file's shared test database.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config/env';
import type { MailMessage, Mailer } from '../../src/plugins/app/mailer';
import { sharedTestDatabase, type Driver, type TestDatabase } from './database';
import { timed } from './phase-timings';

export class FakeMailer implements Mailer {
  sent: MailMessage[] = [];
  /** Calls to send, including failed and hung ones. */
  calls = 0;
  failuresLeft = 0;
  /** The SMTP server is down: every send fails until it is switched back. */
  down = false;
  /** Sends whose subject matches never answer, as a hung SMTP server's. */
  hang: RegExp | null = null;
  /** Each send takes this long (lets concurrent drains overlap). */
  delayMs = 0;
  /** Runs at the start of every send (a test advances its fake clock here). */
  onSend: (() => void) | null = null;
  async send(message: MailMessage) {
    this.calls++;
    this.onSend?.();
    if (this.hang?.test(message.subject)) return new Promise<void>(() => undefined);
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.down) throw new Error('SMTP unavailable (simulated outage)');
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw new Error('SMTP unavailable (simulated)');
    }
    this.sent.push(message);
  }
  reset() {
    this.sent = [];
    this.calls = 0;
    this.failuresLeft = 0;
    this.down = false;
    this.hang = null;
    this.delayMs = 0;
    this.onSend = null;
  }
}

export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-test-secret-test-secret-42',
  // Cheap hashes keep the suite fast; production parameters are the config defaults.
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  ARGON2_CONCURRENCY: '4',
  RATE_LIMIT_AUTH_MAX: '100000',
  RATE_LIMIT_COUPON_MAX: '100000',
  RATE_LIMIT_LEADS_MAX: '100000',
  RATE_LIMIT_RUM_MAX: '100000',
  RATE_LIMIT_CERTIFICATE_MAX: '100000',
  CATALOGUE_CACHE_MS: '0', // tests rewrite courses between cases
  PAYMENT_KEY_SECRET: 'test-key-secret',
  PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret',
};

export const testConfig = (overrides: Record<string, string> = {}): Config => loadConfig({ ...TEST_ENV, ...overrides });

/** The order lifecycle's clock in tests: real time plus whatever a test advanced it by. */
export class TestClock {
  offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export interface TestContext {
  app: FastifyInstance;
  clock: TestClock;
  db: TestDatabase['database']['db'];
  mailer: FakeMailer;
  config: Config;
}

/**
 * Registers the hooks: one app per describe block over the file's database on that driver (opened
 * once per file), its tables emptied before each test.
 */
export function useTestApp(
  driver: Driver,
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  options: Pick<AppOptions, 'clock' | 'logStream'> = {},
): TestContext {
  const ctx = { mailer: new FakeMailer(), clock: new TestClock() } as TestContext;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await timed('open', driver, () => sharedTestDatabase(driver));
    ctx.config = testConfig(env);
    ctx.db = testDb.database.db;
    ctx.app = await buildApp({
      config: ctx.config,
      database: testDb.database,
      mailer: ctx.mailer,
      outboxAuto: false,
      // No reminder timer: tests call app.reminders.run(instant).
      remindersAuto: false,
      // No expiry timer: tests move ctx.clock and call app.orders.expireDue() themselves.
      orderExpiryAuto: false,
      // No timer writing real-user records: tests call app.rum.flush().
      rumAuto: false,
      // No periodic canary judge: tests call app.releaseJudge.judgeAll().
      releaseJudgeAuto: false,
      // No refund reconciliation timer: tests call app.refundReconciliation.run(instant).
      refundReconcileAuto: false,
      clock: ctx.clock.now,
      ...options,
    });
    beforeReady?.(ctx.app);
    await timed('ready', driver, async () => {
      await ctx.app.ready();
    });
  });
  beforeEach(async () => {
    await timed('reset', driver, () => testDb!.reset());
    ctx.mailer.reset();
    ctx.clock.offsetMs = 0;
  });
  afterAll(async () => {
    // The database stays open for the file's next describe block (sharedTestDatabase closes it).
    await timed('close', driver, async () => {
      await ctx.app?.close();
    });
  });
  return ctx;
}
