// The staff home (decision 144): GET /admin/dashboard buckets leads, enrolments, net paid revenue
// and new students by day (30 days) or week (26 weeks) at midnight in India, the buckets add up
// to the window's totals, and leads convert when a student with the same e-mail enrols after them.
import fc from 'fast-check';
import { indiaDayKey } from '@sap-academy/contracts/india-time';
import { dashboardSchema, type Dashboard } from '@sap-academy/contracts/admin';
import { courseStudents, leads, payments, refunds, students, users } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse } from '../../helpers/fixtures';
import { callers, signUpAs } from '../../helpers/staff';

const IST = '+05:30';
/** Friday 20 November 2026, noon in India: the tests' "now". */
const NOW = new Date(`2026-11-20T12:00:00${IST}`);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DRIVERS)('admin dashboard on %s', (driver) => {
  const t = useTestApp(driver);
  const at = (when: string) => new Date(when);
  const lead = (createdAt: Date, extra: Partial<typeof leads.$inferInsert> = {}) => ({
    type: 'contact',
    name: 'Priya Sharma',
    email: `lead-${Math.random().toString(36).slice(2)}@example.com`,
    createdAt,
    ...extra,
  });
  /** A student created at `createdAt` (a users row and its students row), with this e-mail. */
  const student = async (createdAt: Date, email = `s-${Math.random().toString(36).slice(2)}@example.com`) => {
    const [user] = await t.db.insert(users).values({ name: 'Student', email, createdAt }).returning();
    const [row] = await t.db.insert(students).values({ userId: user!.id, createdAt }).returning();
    return row!.id;
  };
  const dashboard = async (window = '30d') => {
    const staff = await signUpAs(t.app, t.db, 'editor');
    const res = await t.app.inject({ method: 'GET', url: `/admin/dashboard?window=${window}`, headers: staff.auth });
    expect(res.statusCode).toBe(200);
    return dashboardSchema.parse(res.json());
  };
  const bucketOf = (view: Dashboard, day: string) => view.buckets.find((b) => b.day === day)!;
  const setNow = (now: Date) => {
    t.clock.offsetMs = now.getTime() - Date.now();
  };

  beforeEach(() => setNow(NOW));

  it('401 for a visitor, 403 for a student; editors and admins read it', async () => {
    const { student: learner, editor, admin } = await callers(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: '/admin/dashboard' })).statusCode).toBe(401);
    const forbidden = await t.app.inject({ method: 'GET', url: '/admin/dashboard', headers: learner.auth });
    expect([forbidden.statusCode, forbidden.json()]).toEqual([403, { detail: expect.any(String) }]);
    for (const who of [editor, admin]) expect((await t.app.inject({ method: 'GET', url: '/admin/dashboard', headers: who.auth })).statusCode).toBe(200);
  });

  it.each(['7d', '30', 'week'])('refuses window=%s with 422 and {detail}', async (window) => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: `/admin/dashboard?window=${window}`, headers: admin.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  });

  it('30 days by day in IST: 23:59 IST is that day, 00:01 IST the next; the window starts at midnight IST 29 days ago', async () => {
    await t.db.insert(leads).values([
      lead(at(`2026-11-18T23:59:00${IST}`)),
      lead(at(`2026-11-19T00:01:00${IST}`)),
      lead(at(`2026-11-19T00:00:00${IST}`)),
      lead(at(`2026-10-21T23:59:59${IST}`)), // before the window
      lead(at(`2026-10-22T00:00:00${IST}`)), // the window's first instant
    ]);
    const view = await dashboard('30d');
    expect(view.bucket).toBe('day');
    expect(view.buckets).toHaveLength(30);
    expect(view.from).toBe(at(`2026-10-22T00:00:00${IST}`).toISOString());
    expect(view.buckets[0]!.day).toBe('2026-10-22');
    expect(view.buckets.at(-1)!.day).toBe('2026-11-20');
    expect(bucketOf(view, '2026-11-18').leads).toBe(1);
    expect(bucketOf(view, '2026-11-19').leads).toBe(2);
    expect(view.buckets[0]!.leads).toBe(1);
    expect(view.totals.leads).toBe(4);
  });

  it('26 weeks by week, Monday to Sunday in IST: Sunday 23:59 IST and Monday 00:01 IST are different weeks', async () => {
    await t.db.insert(leads).values([lead(at(`2026-11-15T23:59:00${IST}`)), lead(at(`2026-11-16T00:01:00${IST}`)), lead(at(`2026-11-20T11:00:00${IST}`))]);
    const view = await dashboard('26w');
    expect(view.bucket).toBe('week');
    expect(view.buckets).toHaveLength(26);
    expect(view.buckets.at(-1)!.day).toBe('2026-11-16');
    expect(view.buckets.at(-2)!.day).toBe('2026-11-09');
    expect(view.buckets.every((b) => new Date(new Date(b.start).getTime() + 5.5 * HOUR).getUTCDay() === 1)).toBe(true);
    expect(view.buckets.at(-1)!.leads).toBe(2);
    expect(view.buckets.at(-2)!.leads).toBe(1);
    expect(view.totals.leads).toBe(3);
  });

  it('counts enrolments and new students, and revenue as payments received less refunds processed, in paise', async () => {
    const course = await insertCourse(t.db);
    const day1 = at(`2026-11-17T10:00:00${IST}`);
    const day2 = at(`2026-11-18T23:30:00${IST}`);
    const a = await student(day1);
    const b = await student(day2);
    await t.db.insert(courseStudents).values([
      { studentId: a, courseId: course.id, createdAt: day1 },
      { studentId: b, courseId: course.id, createdAt: day2 },
    ]);
    const [paid] = await t.db
      .insert(payments)
      .values([
        {
          orderId: 'order_a',
          provider: 'razorpay',
          studentId: a,
          courseId: course.id,
          listPrice: 100_000,
          amount: 100_000,
          currency: 'INR',
          status: 'paid',
          paidAt: day1,
        },
        {
          orderId: 'order_b',
          provider: 'razorpay',
          studentId: b,
          courseId: course.id,
          listPrice: 50_000,
          amount: 45_000,
          currency: 'INR',
          status: 'refund_due',
          paidAt: day2,
        },
        // Not paid: no revenue.
        { orderId: 'order_c', provider: 'razorpay', studentId: b, courseId: course.id, listPrice: 50_000, amount: 50_000, currency: 'INR', status: 'expired' },
      ])
      .returning();
    await t.db.insert(refunds).values([
      { paymentId: paid!.id, amount: 30_000, currency: 'INR', status: 'processed', reason: 'Asked', processedAt: day2 },
      { paymentId: paid!.id, amount: 10_000, currency: 'INR', status: 'failed', reason: 'Asked', processedAt: null },
    ]);
    const view = await dashboard('30d');
    expect(bucketOf(view, '2026-11-17')).toMatchObject({ enrolments: 1, new_students: 1, revenue: 100_000 });
    expect(bucketOf(view, '2026-11-18')).toMatchObject({ enrolments: 1, new_students: 1, revenue: 45_000 - 30_000 });
    expect(view.totals).toMatchObject({ enrolments: 2, new_students: 2, revenue: 115_000 });
    expect(view.currency).toBe('INR');
  });

  it('converts a lead when a student with its e-mail (any case) enrols after it, by UTM source and campaign', async () => {
    const course = await insertCourse(t.db);
    const early = at(`2026-11-10T10:00:00${IST}`);
    const later = at(`2026-11-12T10:00:00${IST}`);
    await t.db.insert(leads).values([
      lead(early, { email: 'Asha@Example.com', utmSource: 'google', utmCampaign: 'diwali' }),
      lead(early, { email: 'nobody@example.com', utmSource: 'google', utmCampaign: 'diwali' }),
      lead(later, { email: 'ravi@example.com', utmSource: 'google', utmCampaign: 'diwali' }), // enrolled before this lead
      lead(early, { email: 'meena@example.com' }),
    ]);
    const asha = await student(early, 'asha@example.com');
    const ravi = await student(early, 'ravi@example.com');
    const meena = await student(early, 'meena@example.com');
    await t.db.insert(courseStudents).values([
      { studentId: asha, courseId: course.id, createdAt: later },
      { studentId: ravi, courseId: course.id, createdAt: early },
      { studentId: meena, courseId: course.id, createdAt: later },
    ]);
    const view = await dashboard('30d');
    expect(view.conversion).toEqual([
      { source: 'google', campaign: 'diwali', leads: 3, converted: 1 },
      { source: '(none)', campaign: '(none)', leads: 1, converted: 1 },
    ]);
  });

  it('property: around IST midnights, each event lands in exactly one bucket, its day in India, and the buckets add up to the totals', async () => {
    const midnights = Array.from({ length: 34 }, (_, i) => at(`2026-10-19T00:00:00${IST}`).getTime() + i * DAY).filter((t0) => t0 <= NOW.getTime());
    const moment = fc
      .tuple(fc.constantFrom(...midnights), fc.integer({ min: -2 * 60_000, max: 2 * 60_000 }))
      .map(([midnight, offset]) => new Date(Math.min(midnight + offset, NOW.getTime() - 1)));
    await fc.assert(
      fc.asyncProperty(fc.array(moment, { maxLength: 12 }), fc.constantFrom('30d', '26w'), async (moments, window) => {
        await t.db.delete(leads);
        if (moments.length > 0) await t.db.insert(leads).values(moments.map((m) => lead(m)));
        const view = await dashboard(window);
        const from = new Date(view.from).getTime();
        const inWindow = moments.filter((m) => m.getTime() >= from);
        expect(view.totals.leads).toBe(inWindow.length);
        expect(view.buckets.reduce((sum, b) => sum + b.leads, 0)).toBe(view.totals.leads);
        // Each event is in the one bucket whose [start, next start) holds its day in India.
        const starts = view.buckets.map((b) => b.day);
        const expected = new Map<string, number>();
        for (const m of inWindow) {
          const day = indiaDayKey(m);
          const bucket = starts.filter((s) => s <= day).at(-1)!;
          expected.set(bucket, (expected.get(bucket) ?? 0) + 1);
        }
        for (const b of view.buckets) expect(b.leads).toBe(expected.get(b.day) ?? 0);
      }),
      { numRuns: 15 },
    );
  });
});
