// Two reviewers deciding the same submission at once, or a student submitting twice at once (decision 134): the submission row is locked
// while one decides, so exactly one decision wins; the other gets 409, and only one mail, one audit
// row and one completion exist. Run on every driver: on PostgreSQL the requests really overlap.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ASSIGNMENT_AUTHOR_MESSAGES } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { assignmentSubmissions, auditLog } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { assignTrainer, authorAssignment, enrol, makeAssignmentClass, submit } from '../../helpers/assignments';
import { EVERY_DRIVER } from '../../helpers/database';
import { insertCourse, signUp } from '../../helpers/fixtures';
import { queuedMails } from '../../helpers/mail';
import { signUpAs } from '../../helpers/staff';
import { FILES } from '../../helpers/upload-fixtures';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'assignments-race-'));
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));

describe.each(EVERY_DRIVER)('concurrent reviews on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR });

  it('lets exactly one of several simultaneous decisions through', async () => {
    const [editor, admin] = [await signUpAs(t.app, t.db, 'editor'), await signUpAs(t.app, t.db, 'admin')];
    const trainers = [
      await signUpAs(t.app, t.db, 'trainer', 'Trainer A'),
      await signUpAs(t.app, t.db, 'trainer', 'Trainer B'),
      await signUpAs(t.app, t.db, 'trainer', 'Trainer C'),
    ];
    const student = await signUp(t.app, 'Priya Nair');
    const course = await insertCourse(t.db, { sections: [1] });
    const classId = course.classIds[0]!;
    await makeAssignmentClass(t.db, classId);
    await authorAssignment(t.app, editor, course.id, classId);
    await enrol(t.db, student.studentId, course.id);
    for (const trainer of trainers) await assignTrainer(t.app, admin, course.id, trainer.userId);
    for (let round = 0; round < 3; round++) {
      const res = await submit(t.app, student, course.id, classId, { text: `Version ${round + 1}` });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: number }>();
      const decisions = [...trainers, admin].map((who, i) =>
        t.app.inject({
          method: 'POST',
          url: adminApi.reviewDecision(id),
          headers: who.auth,
          // Returned on every round but the last, so the student can submit the next version.
          payload: round < 2 || i % 2 ? { decision: 'returned', comment: `Reviewer ${i} wants changes` } : { decision: 'accepted' },
        }),
      );
      const answers = await Promise.all(decisions);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      for (const lost of answers.filter((a) => a.statusCode === 409)) expect(lost.json()).toEqual({ detail: ASSIGNMENT_AUTHOR_MESSAGES.alreadyReviewed });
      const winner = answers.find((a) => a.statusCode === 200)!.json();
      const [row] = await t.db.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.id, id));
      // The stored decision is the winner's, not a mix of two.
      expect([row!.status, row!.reviewComment, row!.reviewedBy]).toEqual([winner.submission.status, winner.submission.comment, winner.submission.reviewer.id]);
      if (row!.status === 'accepted') break;
    }
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'submission')).orderBy(auditLog.id);
    const mails = await queuedMails(t.db, 'assignment-reviewed', student.email);
    expect(mails).toHaveLength(audits.length);
    expect(audits.length).toBeGreaterThanOrEqual(3);
  });

  it('takes one of several simultaneous submissions by a student; the rest are 409 and leave no file', async () => {
    const editor = await signUpAs(t.app, t.db, 'editor');
    const student = await signUp(t.app, 'Priya Nair');
    const course = await insertCourse(t.db, { sections: [1] });
    const classId = course.classIds[0]!;
    await makeAssignmentClass(t.db, classId);
    await authorAssignment(t.app, editor, course.id, classId);
    await enrol(t.db, student.studentId, course.id);
    // The folder is the file's, shared by both drivers' runs: count what this test adds.
    const storedFiles = () => readdirSync(STORAGE_DIR, { recursive: true }).filter((f) => String(f).split(path.sep).length === 5).length;
    const before = storedFiles();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        submit(t.app, student, course.id, classId, { text: `Tab ${i}`, files: [{ name: `tab-${i}.pdf`, bytes: FILES.pdf }] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.db.select().from(assignmentSubmissions);
    expect(rows.map((r) => r.number)).toEqual([1]);
    // Only the accepted submission's file is in the storage.
    expect(storedFiles() - before).toBe(1);
  });
});
