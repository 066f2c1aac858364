// /admin/coupons: staff only, validated, versioned, audited; never deleted.
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@sap-academy/contracts/admin';
import { auditLog } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCoupon, insertCourse, signUp } from '../../helpers/fixtures';
import { allSessions, expectStaffOnly, type Sessions } from './staff-session';

const couponBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'spring25',
  discount_amount: 0,
  discount_percent: 25,
  course_id: null,
  valid_from: '2030-03-01T00:00:00.000Z',
  valid_until: '2030-04-01T00:00:00.000Z',
  usage_limit: 100,
  per_student_limit: 1,
  active: true,
  ...overrides,
});

describe.each(DRIVERS)('/admin/coupons on %s', (driver) => {
  const t = useTestApp(driver);
  let s: Sessions;
  beforeEach(async () => {
    s = await allSessions(t.app, t.db);
  });
  const create = (overrides: Record<string, unknown> = {}, who: keyof Sessions = 'admin') =>
    t.app.inject({ method: 'POST', url: '/admin/coupons', headers: s[who].auth, payload: couponBody(overrides) });
  const audit = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  it('answers 401 to a visitor and 403 to a student on every route', async () => {
    const coupon = await insertCoupon(t.db, { code: 'X100', discountPercent: 10 });
    for (const request of [
      { method: 'GET', url: '/admin/coupons' },
      { method: 'POST', url: '/admin/coupons', payload: {} },
      { method: 'GET', url: `/admin/coupons/${coupon.id}` },
      { method: 'PUT', url: `/admin/coupons/${coupon.id}`, payload: {} },
    ] as const) {
      await expectStaffOnly(t.app, s, request);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/coupons/${coupon.id}`, headers: s.admin.auth })).statusCode).toBe(404);
  });

  it('creates for an editor and an admin: code upper-cased, scoped to a course, audited with the actor', async () => {
    const course = await insertCourse(t.db, { title: 'SAP MM' });
    const byEditor = await create({ course_id: course.id }, 'editor');
    expect(byEditor.statusCode).toBe(201);
    const coupon = byEditor.json();
    expect(coupon).toMatchObject({ ...couponBody(), code: 'SPRING25', course_id: course.id, course_title: 'SAP MM', used_count: 0, version: 0 });
    const [row] = await audit(coupon.id);
    expect(row).toMatchObject({ action: 'coupon.create', actorUserId: s.editor.userId, before: null });
    expect(row!.after).toMatchObject({ code: 'SPRING25', discount_percent: 25, course_id: course.id });
    expect((await create({ code: 'FLAT1000', discount_percent: 0, discount_amount: 100_000 }, 'admin')).statusCode).toBe(201);
    const got = await t.app.inject({ method: 'GET', url: `/admin/coupons/${coupon.id}`, headers: s.editor.auth });
    expect(got.json()).toEqual(coupon);
  });

  it('refuses bad input with 422 per field, and a course that does not exist at body.course_id', async () => {
    const bad = await create({ code: 'a', discount_percent: 150, usage_limit: 0, valid_from: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({
      'body.code': 'Use 3–32 letters, digits, hyphens or underscores.',
      'body.discount_percent': 'Percent must be 0–100.',
      'body.usage_limit': 'Usage limit must be at least 1.',
      'body.valid_from': 'Enter a date and time.',
    });
    const both = await create({ discount_amount: 100, discount_percent: 10 });
    expect(both.json().fields).toEqual({ 'body.discount_amount': 'Give either an amount or a percent off, not both.' });
    const backwards = await create({ valid_from: '2030-04-01T00:00:00Z', valid_until: '2030-03-01T00:00:00Z' });
    expect(backwards.json().fields).toEqual({ 'body.valid_until': 'The end must be after the start.' });
    const noCourse = await create({ course_id: 4242 });
    expect([noCourse.statusCode, noCourse.json()]).toEqual([
      422,
      { detail: 'This course does not exist.', fields: { 'body.course_id': 'This course does not exist.' } },
    ]);
    expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toHaveLength(0);
  });

  it('gives 409 naming the code when it is taken (case-insensitively), on create and on edit', async () => {
    await create();
    const dup = await create({ code: 'Spring25' });
    expect([dup.statusCode, dup.json()]).toEqual([409, { detail: ADMIN_MESSAGES.codeTaken, fields: { 'body.code': ADMIN_MESSAGES.codeTaken } }]);
    const other = (await create({ code: 'OTHER1' })).json();
    const edit = await t.app.inject({ method: 'PUT', url: `/admin/coupons/${other.id}`, headers: s.admin.auth, payload: { ...couponBody(), version: 0 } });
    expect([edit.statusCode, edit.json().fields]).toEqual([409, { 'body.code': ADMIN_MESSAGES.codeTaken }]);
  });

  it('edits with its version (deactivating is the delete), audits before/after, and refuses a stale version', async () => {
    const coupon = (await create()).json();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/admin/coupons/${coupon.id}`,
      headers: s.editor.auth,
      payload: { ...couponBody({ active: false }), version: 0 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ active: false, version: 1 });
    const [, row] = await audit(coupon.id);
    expect(row).toMatchObject({
      action: 'coupon.update',
      actorUserId: s.editor.userId,
      before: { active: true, version: 0 },
      after: { active: false, version: 1 },
    });
    const stale = await t.app.inject({ method: 'PUT', url: `/admin/coupons/${coupon.id}`, headers: s.admin.auth, payload: { ...couponBody(), version: 0 } });
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: ADMIN_MESSAGES.staleVersion }]);
    const missing = await t.app.inject({ method: 'PUT', url: '/admin/coupons/999', headers: s.admin.auth, payload: { ...couponBody(), version: 0 } });
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: 'Coupon not found.' }]);
    expect(await audit(coupon.id)).toHaveLength(2);
  });

  it('shows usage; refuses a limit below the uses taken at body.usage_limit; a deactivated coupon no longer prices the course', async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    const free = { code: 'FREEMM', discount_percent: 100, valid_from: null, valid_until: null, course_id: course.id, usage_limit: 5 };
    const coupon = (await create(free)).json();
    for (const name of ['One', 'Two']) {
      const student = await signUp(t.app, name);
      const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: { coupon: 'freemm' } });
      expect(join.statusCode).toBe(201);
    }
    expect((await t.app.inject({ method: 'GET', url: `/admin/coupons/${coupon.id}`, headers: s.admin.auth })).json().used_count).toBe(2);
    const put = (body: Record<string, unknown>, version: number) =>
      t.app.inject({ method: 'PUT', url: `/admin/coupons/${coupon.id}`, headers: s.admin.auth, payload: { ...couponBody({ ...free, ...body }), version } });
    const tooLow = await put({ usage_limit: 1 }, 0);
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json().fields).toEqual({ 'body.usage_limit': 'This coupon has been used 2 times already; the limit cannot be lower.' });
    expect((await put({ usage_limit: 2 }, 0)).statusCode).toBe(200);
    expect((await put({ active: false }, 1)).json()).toMatchObject({ active: false, used_count: 2, version: 2 });
    const other = await signUp(t.app, 'Three');
    const lookup = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}/coupon?coupon=FREEMM`, headers: other.auth });
    expect([lookup.statusCode, lookup.json()]).toEqual([404, { detail: { message: 'Invalid coupon code.' } }]);
  });

  it('lists with paging and total, filters by active and course, sorts by code, created_at and used_count', async () => {
    const course = await insertCourse(t.db);
    await create({ code: 'BRAVO' });
    await create({ code: 'ALPHA', active: false });
    await create({ code: 'CHARLIE', course_id: course.id });
    const list = async (query: string) => (await t.app.inject({ method: 'GET', url: `/admin/coupons?${query}`, headers: s.editor.auth })).json();
    const codes = (body: { results: Array<{ code: string }> }) => body.results.map((c) => c.code);
    expect(codes(await list('sort=code'))).toEqual(['ALPHA', 'BRAVO', 'CHARLIE']);
    expect(codes(await list('sort=-code'))).toEqual(['CHARLIE', 'BRAVO', 'ALPHA']);
    expect(codes(await list('active=false'))).toEqual(['ALPHA']);
    expect(codes(await list(`course_id=${course.id}`))).toEqual(['CHARLIE']);
    expect(codes(await list('q=rav'))).toEqual(['BRAVO']);
    expect(await list('sort=code&page=2&page_size=2')).toMatchObject({ total: 3, page: 2, page_size: 2, results: [{ code: 'CHARLIE' }] });
    expect((await list('sort=used_count')).total).toBe(3);
    const bad = await t.app.inject({ method: 'GET', url: '/admin/coupons?active=maybe&sort=secret', headers: s.editor.auth });
    expect(bad.statusCode).toBe(422);
  });
});
