// Students and enrolments for staff: search, a student's enrolments with progress and
// source, orders, and staff grants and revokes the student's own portal sees at once.
import { and, eq } from 'drizzle-orm';
import { adminStudentDetailSchema, adminStudentListResponseSchema } from '@sap-academy/contracts/admin';
import { auditLog, courseStudents, payments } from '../../../src/db/schema';
import { ENROLMENT_MESSAGES } from '../../../src/services/admin-students';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, signUpVerified, type StudentSession } from '../../helpers/fixtures';
import { checkoutResult } from '../../helpers/payments';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('admin students on %s', (driver) => {
  const t = useTestApp(driver);
  const admin = () => signUpAs(t.app, t.db, 'admin');
  const get = (url: string, who: StudentSession) => t.app.inject({ method: 'GET', url, headers: who.auth });
  const grant = (studentId: number, payload: object, who: StudentSession) =>
    t.app.inject({ method: 'POST', url: `/admin/students/${studentId}/enrolments`, headers: who.auth, payload });
  const revoke = (studentId: number, courseId: number, who: StudentSession) =>
    t.app.inject({ method: 'DELETE', url: `/admin/students/${studentId}/enrolments/${courseId}`, headers: who.auth });
  const myEnrolments = async (who: StudentSession) => (await get('/lms/enrolments', who)).json().results.map((e: { course_id: number }) => e.course_id);

  it.each([
    ['GET', '/admin/students'],
    ['GET', '/admin/students/1'],
    ['POST', '/admin/students/1/enrolments'],
    ['DELETE', '/admin/students/1/enrolments/1'],
  ] as const)('%s %s: 401 visitor, 403 student and editor', async (method, url) => {
    const course = await insertCourse(t.db);
    await expectAdminOnly(t.app, t.db, { method, url, ...(method === 'POST' && { payload: { course_id: course.id } }) });
    expect(await t.db.select().from(courseStudents)).toHaveLength(0);
  });

  it('lists students with role and enrolment count; q matches name or e-mail; sorts; pages', async () => {
    const me = await admin();
    const asha = await signUp(t.app, 'Asha Rao');
    const bala = await signUp(t.app, 'Bala Krishnan');
    const [c1, c2] = [await insertCourse(t.db, { price: 0 }), await insertCourse(t.db, { price: 0 })];
    for (const c of [c1, c2]) await t.app.inject({ method: 'POST', url: `/lms/course/${c.id}/join`, headers: bala.auth, payload: {} });
    await t.app.inject({ method: 'POST', url: `/lms/course/${c1.id}/join`, headers: asha.auth, payload: {} });

    const res = await get('/admin/students?sort=-enrolment_count', me);
    expect(res.statusCode).toBe(200);
    const body = adminStudentListResponseSchema.parse(res.json());
    expect(body.total).toBe(3);
    expect(body.results.map((s) => [s.name, s.enrolment_count, s.role])).toEqual([
      ['Bala Krishnan', 2, 'student'],
      ['Asha Rao', 1, 'student'],
      ['Admin Staff', 0, 'admin'],
    ]);
    expect(body.results[0]).toMatchObject({ id: bala.studentId, user_id: bala.userId, email: bala.email, email_verified: false });

    const names = async (query: string) => (await get(`/admin/students?${query}`, me)).json().results.map((s: { name: string }) => s.name);
    expect(await names('q=krishnan')).toEqual(['Bala Krishnan']);
    expect(await names(`q=${encodeURIComponent(asha.email.toUpperCase())}`)).toEqual(['Asha Rao']);
    expect(await names('sort=name')).toEqual(['Admin Staff', 'Asha Rao', 'Bala Krishnan']);
    expect(await names('sort=-created_at&page=2&page_size=2')).toEqual(['Admin Staff']);
    expect((await get('/admin/students?sort=email', me)).statusCode).toBe(422);
  });

  it("shows a student's enrolments with progress and source (paid, free, staff) and orders newest first", async () => {
    const me = await admin();
    const student = await signUpVerified(t.app, t.db, 'Ravi Kumar');
    const paid = await insertCourse(t.db, { price: 100_000, sections: [2], title: 'SAP MM' });
    const free = await insertCourse(t.db, { price: 0, sections: [1, 1], title: 'SAP Basics' });
    const granted = await insertCourse(t.db, { price: 50_000, sections: [1], title: 'SAP FICO' });

    const order = (await t.app.inject({ method: 'POST', url: `/lms/course/${paid.id}/join`, headers: student.auth, payload: {} })).json().payment.order_id;
    const settled = await t.app.inject({
      method: 'PATCH',
      url: `/lms/course/${paid.id}/payment/status`,
      headers: student.auth,
      payload: checkoutResult(order),
    });
    expect(settled.statusCode).toBeLessThan(300);
    await t.app.inject({ method: 'POST', url: `/lms/course/${free.id}/join`, headers: student.auth, payload: {} });
    await t.app.inject({ method: 'PUT', url: `/lms/course/${paid.id}/class/${paid.classIds[0]}/progress`, headers: student.auth, payload: { status: 2 } });
    await t.app.inject({ method: 'PUT', url: `/lms/course/${free.id}/class/${free.classIds[1]}/progress`, headers: student.auth, payload: { status: 1 } });
    expect((await grant(student.studentId, { course_id: granted.id }, me)).statusCode).toBe(201);
    // An older, abandoned order for the granted course: the newest order comes first.
    await t.db.insert(payments).values({
      orderId: 'order_old',
      provider: 'test',
      studentId: student.studentId,
      courseId: granted.id,
      listPrice: 50_000,
      amount: 50_000,
      currency: 'INR',
      status: 'expired',
      createdAt: new Date(Date.now() - 86_400_000),
    });

    const res = await get(`/admin/students/${student.studentId}`, me);
    expect(res.statusCode).toBe(200);
    const detail = adminStudentDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ id: student.studentId, name: 'Ravi Kumar', enrolment_count: 3 });
    expect(detail.enrolments.map((e) => [e.course_title, e.source, e.progress])).toEqual([
      ['SAP MM', 'paid', { completed: 1, total: 2, percent: 50 }],
      ['SAP Basics', 'free', { completed: 0, total: 2, percent: 0 }],
      ['SAP FICO', 'staff', { completed: 0, total: 1, percent: 0 }],
    ]);
    // The portal counts the same progress.
    const portal = (await get('/lms/enrolments', student)).json().results;
    expect(portal.map((e: { progress: unknown }) => e.progress)).toEqual(detail.enrolments.map((e) => e.progress));
    expect(detail.orders.map((o) => [o.order_id, o.status, o.course.course_title])).toEqual([
      [order, 'paid', 'SAP MM'],
      ['order_old', 'expired', 'SAP FICO'],
    ]);
    expect(detail.orders[0]).toMatchObject({
      amount: 100_000,
      list_price: 100_000,
      currency: 'INR',
      paid_at: expect.any(String),
      provider_payment_id: expect.any(String),
    });

    expect((await get('/admin/students/9999', me)).statusCode).toBe(404);
    expect((await get('/admin/students/x', me)).statusCode).toBe(422);
  });

  it('grants without payment (granted_by set, audit row), and the student sees and opens the course at once', async () => {
    const me = await admin();
    const student = await signUp(t.app);
    const course = await insertCourse(t.db, { price: 100_000, sections: [1] });
    expect(await myEnrolments(student)).toEqual([]);

    const res = await grant(student.studentId, { course_id: course.id }, me);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ course_id: course.id, source: 'staff', progress: { completed: 0, total: 1, percent: 0 } });
    const [row] = await t.db.select().from(courseStudents);
    expect(row).toMatchObject({ studentId: student.studentId, courseId: course.id, grantedBy: me.userId });
    expect(await t.db.select().from(payments)).toHaveLength(0);
    const [audit] = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit).toMatchObject({ actorUserId: me.userId, action: 'enrolment.grant', entity: 'enrolment', entityId: String(student.studentId), before: null });
    expect(audit!.after).toMatchObject({ course_id: course.id, source: 'staff' });

    expect(await myEnrolments(student)).toEqual([course.id]);
    const classUrl = `/lms/course/${course.id}/class/${course.classIds[0]}`;
    expect((await get(classUrl, student)).statusCode).toBe(200);

    // Revoked: gone from the portal on the very next call, and the class is closed again.
    const revoked = await revoke(student.studentId, course.id, me);
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe('');
    expect(await myEnrolments(student)).toEqual([]);
    expect((await get(classUrl, student)).statusCode).toBeGreaterThanOrEqual(400);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'enrolment.revoke')).orderBy(auditLog.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entity: 'enrolment', entityId: String(student.studentId), after: null });
    expect(audits[0]!.before).toMatchObject({ course_id: course.id, course_student_id: row!.id, source: 'staff' });
  });

  it('answers 409 when already enrolled, 422 for an unknown course or a bad body, 404 for an unknown student or enrolment', async () => {
    const me = await admin();
    const student = await signUp(t.app);
    const course = await insertCourse(t.db, { price: 0 });
    await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });

    const twice = await grant(student.studentId, { course_id: course.id }, me);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: ENROLMENT_MESSAGES.alreadyEnrolled, fields: { 'body.course_id': ENROLMENT_MESSAGES.alreadyEnrolled } });
    const unknown = await grant(student.studentId, { course_id: 9999 }, me);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual({ 'body.course_id': ENROLMENT_MESSAGES.unknownCourse });
    for (const payload of [{}, { course_id: 'one' }, { course_id: 0 }]) {
      const bad = await grant(student.studentId, payload, me);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields['body.course_id']).toEqual(expect.any(String));
    }
    expect((await grant(9999, { course_id: course.id }, me)).statusCode).toBe(404);
    expect((await revoke(student.studentId, 9999, me)).statusCode).toBe(404);
    expect((await revoke(9999, course.id, me)).statusCode).toBe(404);
    expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(courseStudents)
        .where(and(eq(courseStudents.studentId, student.studentId), eq(courseStudents.courseId, course.id))),
    ).toHaveLength(1);
  });
});
