// Migration 0013 (decisions 133, 134): the rules the database itself holds, whatever writes to it:
// the trainer role and no unknown one, a due rule that is whole, a template that is whole, a known
// submission status, one version per number, and at most one version under review or accepted.
import { eq } from 'drizzle-orm';
import { assignmentSubmissions, assignments, courseTrainers, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';
import { insertCourse, signUp } from '../helpers/fixtures';

describe.each(EVERY_DRIVER)('assignment tables on %s', (driver) => {
  const t = useTestApp(driver);

  const setup = async () => {
    const course = await insertCourse(t.db, { sections: [1] });
    const [assignment] = await t.db.insert(assignments).values({ classId: course.classIds[0]!, instructions: 'Do it.' }).returning();
    const student = await signUp(t.app);
    const submission = {
      assignmentId: assignment!.id,
      courseId: course.id,
      classId: course.classIds[0]!,
      studentId: student.studentId,
      number: 1,
      text: 'x',
      late: false,
    };
    return { course, assignment: assignment!, student, submission };
  };

  it('knows the trainer role and refuses an unknown one', async () => {
    const { student, course } = await setup();
    await t.db.update(users).set({ role: 'trainer' }).where(eq(users.id, student.userId));
    await expect(t.db.update(users).set({ role: 'boss' }).where(eq(users.id, student.userId))).rejects.toThrow();
    await t.db.insert(courseTrainers).values({ courseId: course.id, userId: student.userId });
    await expect(t.db.insert(courseTrainers).values({ courseId: course.id, userId: student.userId })).rejects.toThrow();
  });

  it('refuses a half due rule, a half template and a second assignment for the class', async () => {
    const { course, assignment } = await setup();
    const bad = [
      { dueKind: 'days_after_enrolment', dueDays: null },
      { dueKind: 'days_after_enrolment', dueDays: -1 },
      { dueKind: 'fixed', dueDate: null },
      { dueKind: 'fixed', dueDate: '2026-12-31', dueDays: 3 },
      { dueKind: 'weekly' },
      { dueKind: null, dueDays: 3 },
      { templateKey: 'assignment-templates/1/2/x', templateName: null },
    ];
    for (const values of bad) {
      const outcome = await t.db
        .update(assignments)
        .set(values)
        .where(eq(assignments.id, assignment.id))
        .then(
          () => 'stored',
          () => 'refused',
        );
      expect([values, outcome]).toEqual([values, 'refused']);
    }
    await t.db.update(assignments).set({ dueKind: 'fixed', dueDate: '2026-12-31' }).where(eq(assignments.id, assignment.id));
    await expect(t.db.insert(assignments).values({ classId: course.classIds[0]!, instructions: 'Again' })).rejects.toThrow();
  });

  it('keeps at most one version under review or accepted, and one row per number', async () => {
    const { submission } = await setup();
    await t.db.insert(assignmentSubmissions).values(submission);
    await expect(t.db.insert(assignmentSubmissions).values({ ...submission, number: 2 })).rejects.toThrow();
    await t.db.update(assignmentSubmissions).set({ status: 'returned' });
    await expect(t.db.insert(assignmentSubmissions).values({ ...submission, status: 'returned' })).rejects.toThrow();
    await t.db.insert(assignmentSubmissions).values({ ...submission, number: 2 });
    await expect(t.db.insert(assignmentSubmissions).values({ ...submission, number: 3, status: 'pending' })).rejects.toThrow();
    expect((await t.db.select().from(assignmentSubmissions)).map((s) => [s.number, s.status, s.files])).toEqual([
      [1, 'returned', []],
      [2, 'submitted', []],
    ]);
  });
});
