// The expiry job's own wiring (decision 106): its settings, and the timer that runs expireDue.
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { coupons, payments } from '../../src/db/schema';
import { TestClock, testConfig } from '../helpers/app';
import { EVERY_DRIVER, openTestDatabase } from '../helpers/database';
import { insertCoupon, insertCourse, signUpVerified } from '../helpers/fixtures';

const POLL_MS = 1000; // the smallest ORDER_EXPIRY_POLL_MS allowed

describe('ORDER_TTL_MINUTES and ORDER_EXPIRY_POLL_MS', () => {
  it('default to 30 minutes and 60 s, and refuse nonsense with the variable named', () => {
    expect(loadConfig({})).toMatchObject({ ORDER_TTL_MINUTES: 30, ORDER_EXPIRY_POLL_MS: 60_000 });
    expect(() => loadConfig({ ORDER_TTL_MINUTES: '0' })).toThrow(/ORDER_TTL_MINUTES/);
    expect(() => loadConfig({ ORDER_EXPIRY_POLL_MS: 'soon' })).toThrow(/ORDER_EXPIRY_POLL_MS/);
  });
});

describe.each(EVERY_DRIVER)('order expiry job on %s', (driver) => {
  it('expires due orders on its own timer and releases their coupon uses', async () => {
    const testDb = await openTestDatabase(driver);
    const clock = new TestClock();
    const app = await buildApp({
      config: testConfig({ ORDER_TTL_MINUTES: '1', ORDER_EXPIRY_POLL_MS: String(POLL_MS) }),
      database: testDb.database,
      outboxAuto: false,
      clock: clock.now,
    });
    try {
      await app.ready();
      const course = await insertCourse(testDb.database.db, { price: 10_000 });
      const coupon = await insertCoupon(testDb.database.db, { code: 'TICK', discountPercent: 10, usageLimit: 1 });
      const student = await signUpVerified(app, testDb.database.db);
      const join = await app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: { coupon: 'TICK' } });
      expect(join.statusCode).toBe(201);
      clock.advance(2 * 60_000); // past the 1-minute life
      await new Promise((resolve) => setTimeout(resolve, POLL_MS * 2.5));
      const [order] = await testDb.database.db.select().from(payments);
      expect(order!.status).toBe('expired');
      const [row] = await testDb.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(row!.usedCount).toBe(0);
    } finally {
      await app.close();
      await testDb.dispose();
    }
  }, 20_000);
});
