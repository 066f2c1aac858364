import { myEnrolmentsResponseSchema } from '@sap-academy/contracts';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp } from '../../helpers/fixtures';

describe.each(DRIVERS)('GET /lms/enrolments on %s', (driver) => {
  const t = useTestApp(driver);

  it("lists only the caller's enrolments with completed / total classes", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app, 'Ravi Kumar');
    const course = await insertCourse(t.db, { price: 0, sections: [2, 1] });
    const untouched = await insertCourse(t.db, { price: 0, sections: [1] });
    for (const who of [me, other]) {
      await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: who.auth, payload: {} });
    }
    await t.app.inject({ method: 'POST', url: `/lms/course/${untouched.id}/join`, headers: me.auth, payload: {} });
    await t.app.inject({ method: 'PUT', url: `/lms/course/${course.id}/class/${course.classIds[0]}/progress`, headers: me.auth, payload: { status: 2 } });
    await t.app.inject({ method: 'PUT', url: `/lms/course/${course.id}/class/${course.classIds[1]}/progress`, headers: me.auth, payload: { status: 1 } });
    await t.app.inject({ method: 'PUT', url: `/lms/course/${course.id}/class/${course.classIds[2]}/progress`, headers: other.auth, payload: { status: 2 } });

    const res = await t.app.inject({ method: 'GET', url: '/lms/enrolments', headers: me.auth });
    expect(res.statusCode).toBe(200);
    const body = myEnrolmentsResponseSchema.parse(res.json());
    expect(body.results).toEqual([
      {
        course_id: course.id,
        course_student_id: expect.any(Number),
        progress: { completed: 1, total: 3, percent: 33 },
        course: expect.objectContaining({ id: course.id }),
        for_sale: true,
      },
      {
        course_id: untouched.id,
        course_student_id: expect.any(Number),
        progress: { completed: 0, total: 1, percent: 0 },
        course: expect.objectContaining({ id: untouched.id }),
        for_sale: true,
      },
    ]);
  });

  it('a student with no enrolments gets an empty list; no token is 401', async () => {
    const me = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/lms/enrolments', headers: me.auth })).json()).toEqual({ results: [] });
    const anonymous = await t.app.inject({ method: 'GET', url: '/lms/enrolments' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().detail).toEqual(expect.any(String));
  });
});
