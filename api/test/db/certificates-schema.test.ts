// Migration 0014 (decision 135): the certificate rules the database itself holds, whatever writes
// to it: one certificate per student and course (what makes issuance idempotent), unique numbers,
// a revocation with its reason or neither, a final quiz pass mark in 0–100.
import { sql } from 'drizzle-orm';
import { certificates, completionRules } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';
import { insertCourse, signUp } from '../helpers/fixtures';

describe.each(EVERY_DRIVER)('certificate tables on %s', (driver) => {
  const t = useTestApp(driver);

  const setup = async () => {
    const course = await insertCourse(t.db, { sections: [1] });
    const student = await signUp(t.app);
    const row = { studentId: student.studentId, courseId: course.id, studentName: 'Asha Rao', courseTitle: 'SAP MM' };
    return { course, row };
  };

  it('keeps one certificate per student and course: a second insert conflicts, ON CONFLICT DO NOTHING returns nothing', async () => {
    const { row } = await setup();
    await t.db.insert(certificates).values({ ...row, id: 'AAAAAAAAAAAAAAAAAAAAAA', number: 'N-1' });
    await expect(t.db.insert(certificates).values({ ...row, id: 'BBBBBBBBBBBBBBBBBBBBBB', number: 'N-2' })).rejects.toThrow();
    const none = await t.db
      .insert(certificates)
      .values({ ...row, id: 'CCCCCCCCCCCCCCCCCCCCCC', number: 'N-3' })
      .onConflictDoNothing({ target: [certificates.studentId, certificates.courseId] })
      .returning();
    expect(none).toEqual([]);
  });

  it('refuses a duplicate number, a revocation without its reason (or the reason alone), and a pass mark past 100', async () => {
    const { course, row } = await setup();
    const other = await signUp(t.app, 'Other');
    await t.db.insert(certificates).values({ ...row, id: 'AAAAAAAAAAAAAAAAAAAAAA', number: 'N-1' });
    await expect(t.db.insert(certificates).values({ ...row, studentId: other.studentId, id: 'BBBBBBBBBBBBBBBBBBBBBB', number: 'N-1' })).rejects.toThrow();
    await expect(t.db.update(certificates).set({ revokedAt: new Date() })).rejects.toThrow();
    await expect(t.db.update(certificates).set({ revokedReason: 'why' })).rejects.toThrow();
    await expect(t.db.insert(completionRules).values({ courseId: course.id, finalQuizPassMark: 101 })).rejects.toThrow();
  });

  it('numbers come from one sequence, so parallel issuers never share one', async () => {
    const result = await t.db.execute(sql`select nextval('certificate_numbers') as a, nextval('certificate_numbers') as b`);
    const [values] = (result as { rows: Array<{ a: string | number; b: string | number }> }).rows;
    expect(Number(values!.b)).toBe(Number(values!.a) + 1);
  });
});
