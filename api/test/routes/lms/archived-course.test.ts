// Archiving a course takes it out of the catalogue and out of new enrolment
// only. The student who paid keeps it in their list (GET /lms/enrolments, for_sale false), with
// its page, its class viewer, their progress, their order and its receipt; a student who never
// enrolled can neither see it nor join it (docs/decisions/015-what-a-student-keeps.md).
import { eq } from 'drizzle-orm';
import { myEnrolmentsResponseSchema } from '@sap-academy/contracts';
import { payments } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUpVerified, type StudentSession } from '../../helpers/fixtures';
import { checkoutResult } from '../../helpers/payments';
import { signUpAs } from '../../helpers/staff';
import { accountApi } from '@sap-academy/contracts/paths';

/** The student paid ₹9,749.25. */
const PRICE = 974_925;

describe.each(DRIVERS)('an archived course on %s', (driver) => {
  const t = useTestApp(driver);
  let paying: StudentSession;
  let newcomer: StudentSession;
  let course: Awaited<ReturnType<typeof insertCourse>>;

  beforeEach(async () => {
    paying = await signUpVerified(t.app, t.db, 'Meera Iyer');
    newcomer = await signUpVerified(t.app, t.db, 'Arjun Das');
    course = await insertCourse(t.db, { price: PRICE, title: 'SAP S/4HANA Finance', sections: [2] });
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: paying.auth, payload: {} });
    const orderId = join.json().payment.order_id as string;
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/lms/course/${course.id}/payment/status`,
      headers: paying.auth,
      payload: checkoutResult(orderId),
    });
    expect(paid.statusCode).toBe(200);
    await t.app.inject({ method: 'PUT', url: `/lms/course/${course.id}/class/${course.classIds[0]}/progress`, headers: paying.auth, payload: { status: 2 } });
    // Archived through the back office, as staff do it.
    const editor = await signUpAs(t.app, t.db, 'editor');
    const archived = await t.app.inject({ method: 'POST', url: `/admin/courses/${course.id}/archive`, headers: editor.auth, payload: { version: 0 } });
    expect(archived.statusCode).toBe(200);
  });

  const get = (url: string, who?: StudentSession) => t.app.inject({ method: 'GET', url, headers: who?.auth });

  it('stays in the paying student’s list with its course, marked not for sale, progress intact', async () => {
    const res = await get('/lms/enrolments', paying);
    expect(res.statusCode).toBe(200);
    const [enrolment, ...rest] = myEnrolmentsResponseSchema.parse(res.json()).results;
    expect(rest).toEqual([]);
    expect(enrolment).toMatchObject({
      course_id: course.id,
      for_sale: false,
      course: { id: course.id, course_title: 'SAP S/4HANA Finance', price: PRICE },
      progress: { completed: 1, total: 2, percent: 50 },
    });
    // Full access: the course page (Continue Course) and the class viewer.
    const details = await get(`/lms/course/${course.id}`, paying);
    expect(details.statusCode).toBe(200);
    expect(details.json().course_student.id).toBe(enrolment!.course_student_id);
    expect((await get(`/lms/course/${course.id}/continue/${enrolment!.course_student_id}`, paying)).statusCode).toBe(200);
    expect((await get(`/lms/course/${course.id}/class/${course.classIds[1]}`, paying)).statusCode).toBe(200);
  });

  it('keeps the student’s order and receipt untouched', async () => {
    const orders = (await get(accountApi.orders(), paying)).json().results;
    expect(orders).toEqual([expect.objectContaining({ status: 'paid', amount: PRICE, course: { id: course.id, course_title: 'SAP S/4HANA Finance' } })]);
    const receipt = await get(accountApi.orderReceipt(orders[0].id), paying);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const [row] = await t.db.select().from(payments).where(eq(payments.id, orders[0].id));
    expect(row!.status).toBe('paid');
  });

  it('a student who never enrolled can neither see nor join it', async () => {
    const list = (await get('/lms/courses/list', newcomer)).json().results.map((c: { id: number }) => c.id);
    expect(list).not.toContain(course.id);
    expect((await get('/lms/enrolments', newcomer)).json()).toEqual({ results: [] });
    for (const res of [
      await get(`/lms/course/${course.id}`, newcomer),
      await get(`/lms/course/${course.id}/coupon?coupon=ANY`, newcomer),
      await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: newcomer.auth, payload: {} }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('detail');
    }
  });
});
