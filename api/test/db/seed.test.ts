import { count, eq } from 'drizzle-orm';
import { classFiles, coupons, courses, events, users } from '../../src/db/schema';
import { isValidGstin } from '@sap-academy/contracts/gst';
import { DEMO_COMPANY, DEMO_COUPONS, DEMO_STUDENT, DEMO_TRAINER, demoWebinar, seed } from '../../src/db/seed/index';
import { readRevision } from '../../src/repositories/audit';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';

const MODULES = ['MM', 'FICO', 'SD', 'EWM', 'TM', 'VIM', 'BTP', 'S/4HANA']; // the seeded SAP modules

describe('the demo webinar (SPEC §2: 12PM 25th August)', () => {
  it('is the next 25 August at 12:00 India time, an hour, 100 seats', () => {
    const before = demoWebinar(new Date('2026-06-01T00:00:00Z'));
    expect([before.startsAt.toISOString(), before.endsAt.toISOString(), before.seatCap, before.slug]).toEqual([
      '2026-08-25T06:30:00.000Z',
      '2026-08-25T07:30:00.000Z',
      100,
      'free-sap-career-webinar-2026',
    ]);
    expect(demoWebinar(new Date('2026-11-27T00:00:00Z')).startsAt.toISOString()).toBe('2027-08-25T06:30:00.000Z');
  });
});

describe.each(EVERY_DRIVER)('seed on %s', (driver) => {
  const t = useTestApp(driver);

  it('publishes the demo webinar as an event once, listed on /site/events', async () => {
    await seed(t.db, { demo: true });
    await seed(t.db, { demo: true });
    expect(await t.db.select().from(events)).toHaveLength(1);
    const list = (await t.app.inject({ method: 'GET', url: '/site/events' })).json().results;
    expect(list).toEqual([expect.objectContaining({ title: 'Free SAP career webinar', seat_cap: 100, seats_left: 100, full: false })]);
  });

  it('creates the SAP catalogue, a free course, the demo student and coupons; twice changes nothing', async () => {
    await seed(t.db, { demo: true });
    const snapshot = async () => ({
      courses: (await t.db.select({ n: count() }).from(courses))[0]!.n,
      files: (await t.db.select({ n: count() }).from(classFiles))[0]!.n,
      users: (await t.db.select({ n: count() }).from(users))[0]!.n,
      coupons: (await t.db.select({ n: count() }).from(coupons))[0]!.n,
    });
    const first = await snapshot();
    // New courses move the public pages' version (GET /site-data) once; a re-run moves nothing.
    const revision = await readRevision(t.db, 'site');
    expect(revision).toBe(1);
    await seed(t.db, { demo: true });
    expect(await snapshot()).toEqual(first);
    expect(await readRevision(t.db, 'site')).toBe(revision);
    expect(first.coupons).toBe(DEMO_COUPONS.length);
    // The demo trainer (decision 133) signs in as a trainer: the back office shows it the reviews only.
    const [trainer] = await t.db.select().from(users).where(eq(users.email, DEMO_TRAINER.email));
    expect(trainer?.role).toBe('trainer');
    const login = await t.app.inject({ method: 'POST', url: '/lms/login', payload: { username: DEMO_TRAINER.email, password: DEMO_TRAINER.password } });
    expect(login.statusCode).toBe(200);

    const list = (await t.app.inject({ method: 'GET', url: '/lms/courses/list' })).json().results as Array<{ id: number; course_title: string; price: number }>;
    for (const module of MODULES) expect(list.some((c) => c.course_title.includes(module))).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(9);
    expect(list.some((c) => c.price === 0)).toBe(true);

    for (const file of await t.db.select().from(classFiles)) {
      expect(new URL(file.url).searchParams.get('v')).toMatch(/^[\w-]{11}$/);
    }
  });

  it('without demo: the catalogue only, no student and no coupon (what production seeds)', async () => {
    await seed(t.db, { demo: false });
    expect((await t.db.select({ n: count() }).from(courses))[0]!.n).toBeGreaterThanOrEqual(9);
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
    expect((await t.db.select({ n: count() }).from(coupons))[0]!.n).toBe(0);
    const login = await t.app.inject({
      method: 'POST',
      url: '/lms/login',
      payload: { username: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('lets the demo student log in, look up a demo coupon and enrol in the free course', async () => {
    await seed(t.db, { demo: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/lms/login',
      payload: { username: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
    });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().access_token}` };
    const list = (await t.app.inject({ method: 'GET', url: '/lms/courses/list' })).json().results as Array<{ id: number; price: number }>;
    const paid = list.find((c) => c.price > 0)!;
    const coupon = await t.app.inject({ method: 'GET', url: `/lms/course/${paid.id}/coupon?coupon=welcome10`, headers: auth });
    expect(coupon.statusCode).toBe(200);
    expect(coupon.json().final_price).toBe(Math.floor((paid.price * 9 + 5) / 10));
    const free = list.find((c) => c.price === 0)!;
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${free.id}/join`, headers: auth, payload: {} });
    expect(join.json().status).toBe('enrolled');
  });

  it('makes the demo student HR of the demo company (decision 149), once: its Company area shows the 5-seat pool', async () => {
    await seed(t.db, { demo: true });
    await seed(t.db, { demo: true });
    expect(isValidGstin(DEMO_COMPANY.gstin)).toBe(true);
    const login = await t.app.inject({ method: 'POST', url: '/lms/login', payload: { username: DEMO_STUDENT.email, password: DEMO_STUDENT.password } });
    const auth = { authorization: `Bearer ${login.json().access_token}` };
    const mine = (await t.app.inject({ method: 'GET', url: '/lms/companies', headers: auth })).json().results;
    expect(mine).toEqual([{ id: expect.any(Number), name: DEMO_COMPANY.name }]);
    const board = (await t.app.inject({ method: 'GET', url: `/lms/company/${mine[0].id}`, headers: auth })).json();
    expect(board.pools).toEqual([expect.objectContaining({ seats: 5, used: 0, free: 5 })]);
  });
});
