// HR's dashboard numbers (decision 149), each earned through the real routes: a learner's
// progress (classes completed), best quiz score, assignment submissions and live-batch attendance
// (present, late, absent), in the dashboard and in the CSV export alike. Only the pool's course
// counts (attendance in another course's batch does not), and another company's HR sees none of it.
import { COMPANY_CSV_COLUMNS, COMPANY_MESSAGES, companyDashboardSchema } from '@sap-academy/contracts';
import { adminApi } from '@sap-academy/contracts/paths';
import { useTestApp } from '../../helpers/app';
import { authorAssignment, enrol, makeAssignmentClass, submit } from '../../helpers/assignments';
import { createBatch, joinBatch } from '../../helpers/batches';
import { answers, complete, takeQuiz } from '../../helpers/certificates';
import { createCompany } from '../../helpers/companies';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type StudentSession } from '../../helpers/fixtures';
import { authorQuiz, makeQuizClass } from '../../helpers/quizzes';

const MINUTE = 60_000;

describe.each(DRIVERS)("HR dashboard's learner numbers on %s", (driver) => {
  const t = useTestApp(driver);

  /** Marks one learner on the sessions given, in order, once all of them have started. */
  async function mark(admin: StudentSession, batch: { id: number; sessions: { id: number; starts_at: string }[] }, who: StudentSession, statuses: string[]) {
    const last = new Date(batch.sessions[statuses.length - 1]!.starts_at).getTime();
    t.clock.offsetMs = last + 5 * MINUTE - Date.now();
    for (const [i, status] of statuses.entries()) {
      const res = await t.app.inject({
        method: 'PUT',
        url: adminApi.batchSessionRoster(batch.id, batch.sessions[i]!.id),
        headers: admin.auth,
        payload: { marks: [{ student_id: who.studentId, status }] },
      });
      expect(res.statusCode).toBe(200);
    }
  }

  it('shows progress, the best quiz score, assignments and attendance, the same in the CSV; another company sees none of it', async () => {
    const course = await insertCourse(t.db, { price: 0, sections: [3] });
    const [quizClass, assignmentClass, plainClass] = course.classIds as [number, number, number];
    const a = await createCompany(t.app, t.db, { seats: 2, course });
    const b = await createCompany(t.app, t.db, { admin: a.admin });
    const admin = a.admin;
    await makeQuizClass(t.db, quizClass);
    const quiz = await authorQuiz(t.app, admin, course.id, quizClass);
    await makeAssignmentClass(t.db, assignmentClass);
    await authorAssignment(t.app, admin, course.id, assignmentClass);

    const learner = await signUp(t.app, 'Asha Learner');
    expect(
      (await t.app.inject({ method: 'POST', url: `/lms/company/${a.id}/learners`, headers: a.hr.auth, payload: { pool_id: a.poolId, email: learner.email } }))
        .statusCode,
    ).toBe(201);

    // Progress: the plain class completed by hand, the quiz's class by passing it: two of three.
    expect((await complete(t.app, learner, course.id, plainClass)).statusCode).toBeLessThan(300);
    // Quiz: full marks.
    expect((await takeQuiz(t.app, learner, course.id, quizClass, answers(quiz))).statusCode).toBe(200);
    // Assignment: one submission waiting for review.
    expect((await submit(t.app, learner, course.id, assignmentClass, { text: 'PO 4500000017 saved.' })).statusCode).toBe(201);
    // Attendance in the course's batch: present, late, absent.
    const batch = await createBatch(t.app, admin, course.id);
    expect((await joinBatch(t.app, learner, batch.id)).statusCode).toBeLessThan(300);
    await mark(admin, batch, learner, ['present', 'late', 'absent']);
    // Attendance in another course's batch does not count for this pool.
    const other = await insertCourse(t.db, { price: 0, sections: [1] });
    await enrol(t.db, learner.studentId, other.id);
    const otherBatch = await createBatch(t.app, admin, other.id);
    expect((await joinBatch(t.app, learner, otherBatch.id)).statusCode).toBeLessThan(300);
    await mark(admin, otherBatch, learner, ['present', 'present']);

    const board = companyDashboardSchema.parse((await t.app.inject({ method: 'GET', url: `/lms/company/${a.id}`, headers: a.hr.auth })).json());
    expect(board.learners).toHaveLength(1);
    expect(board.learners[0]).toMatchObject({
      email: learner.email,
      progress_percent: 66,
      quiz_best_percent: 100,
      assignments: { submitted: 1, accepted: 0, returned: 0 },
      attendance: { present: 1, late: 1, absent: 1 },
      certificate: false,
      started: true,
    });

    const csv = await t.app.inject({ method: 'GET', url: `/lms/company/${a.id}/learners.csv`, headers: a.hr.auth });
    expect(csv.statusCode).toBe(200);
    const [header, row, ...rest] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(COMPANY_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(rest.filter(Boolean)).toEqual([]);
    const cells = Object.fromEntries(COMPANY_CSV_COLUMNS.map((c, i) => [c, row!.split(',')[i]!.replace(/^"|"$/g, '')]));
    expect(cells).toMatchObject({
      email: learner.email,
      progress_percent: '66',
      quiz_best_percent: '100',
      assignments_submitted: '1',
      assignments_accepted: '0',
      attendance_present: '1',
      attendance_late: '1',
      attendance_absent: '1',
    });

    // Company isolation: B's HR gets 403 on A's dashboard and CSV; B's own dashboard has no learner of A.
    for (const url of [`/lms/company/${a.id}`, `/lms/company/${a.id}/learners.csv`]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: b.hr.auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: COMPANY_MESSAGES.notCompanyAdmin });
      expect(refused.body).not.toContain(learner.email);
    }
    const bBoard = companyDashboardSchema.parse((await t.app.inject({ method: 'GET', url: `/lms/company/${b.id}`, headers: b.hr.auth })).json());
    expect(bBoard.learners).toEqual([]);
  });
});
