// When a certificate is issued (decision 135): when the last class completes, not while a quiz
// class is unpassed, only once a final quiz's own pass mark is reached, once per student and
// course, with its mail; and what the student then sees: the list and the progress towards one.
import { CERTIFICATE_ID_PATTERN, certificateProgressResponseSchema, myCertificatesResponseSchema } from '@sap-academy/contracts';
import type { AdminQuiz } from '@sap-academy/contracts/admin';
import { useTestApp } from '../../helpers/app';
import { answers, certificateMails, certificatesOf, complete, enrolledStudent, takeQuiz } from '../../helpers/certificates';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { authorQuiz, makeQuizClass } from '../../helpers/quizzes';
import { signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('certificate issuance on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let editor: StudentSession;

  const setRules = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/admin/courses/${course.id}/completion-rules`, headers: editor.auth, payload: { version: 0, ...body } });
  const progressOf = async (who: StudentSession) => {
    const res = await t.app.inject({ method: 'GET', url: '/lms/certificates/progress', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return certificateProgressResponseSchema.parse(res.json()).results;
  };

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [2, 1], title: 'SAP MM — Materials Management' });
    editor = await signUpAs(t.app, t.db, 'editor');
  });

  it('issues the certificate when the last class completes, once, with its mail, and lists it for the student', async () => {
    const student = await enrolledStudent(t.app, course.id);
    const [first, second, last] = course.classIds;
    for (const classId of [first!, second!]) expect((await complete(t.app, student, course.id, classId)).statusCode).toBe(200);
    expect(await certificatesOf(t.db, student.studentId)).toHaveLength(0);
    expect((await progressOf(student))[0]).toMatchObject({ classes_completed: 2, classes_total: 3, eligible: false, certificate_id: null });

    expect((await complete(t.app, student, course.id, last!)).statusCode).toBe(200);
    // Completing a class again (or reopening one) issues nothing more.
    await complete(t.app, student, course.id, last!);
    const [issued, ...more] = await certificatesOf(t.db, student.studentId);
    expect(more).toHaveLength(0);
    expect(issued!.id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(issued!.number).toMatch(/^SAPA-CERT-20\d\d-\d{6,}$/);
    expect(issued).toMatchObject({ studentName: 'Zoë Ñúñez Rao', courseTitle: 'SAP MM — Materials Management', revokedAt: null });

    const mails = await certificateMails(t.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toEqual({
      to: student.email,
      template: 'certificate',
      data: { name: 'Zoë Ñúñez Rao', courseTitle: 'SAP MM — Materials Management', certificateId: issued!.id, number: issued!.number },
    });

    // The outbox sends it: the student's mail links to the public verification page.
    await t.app.outbox.drain();
    const [sent] = t.mailer.sent.filter((m) => m.to === student.email && m.subject.includes('certificate'));
    expect(sent!.subject).toContain('SAP MM — Materials Management');
    expect(sent!.text).toContain(`${t.config.PUBLIC_SITE_URL}/certificates/${issued!.id}`);

    const mine = await t.app.inject({ method: 'GET', url: '/lms/certificates', headers: student.auth });
    expect(mine.statusCode).toBe(200);
    expect(myCertificatesResponseSchema.parse(mine.json()).results).toEqual([
      {
        id: issued!.id,
        number: issued!.number,
        name: 'Zoë Ñúñez Rao',
        course_id: course.id,
        course_title: 'SAP MM — Materials Management',
        issued_at: issued!.issuedAt.toISOString(),
        status: 'valid',
        revoked_at: null,
        verify_url: `${t.config.PUBLIC_SITE_URL}/certificates/${issued!.id}`,
      },
    ]);
    expect((await progressOf(student))[0]).toMatchObject({ classes_completed: 3, classes_total: 3, eligible: true, certificate_id: issued!.id });
  });

  it('issues nothing while a quiz class is not passed, and issues it when the quiz is passed last', async () => {
    const quizClassId = course.classIds[2]!;
    await makeQuizClass(t.db, quizClassId);
    const quiz: AdminQuiz = await authorQuiz(t.app, editor, course.id, quizClassId);
    const student = await enrolledStudent(t.app, course.id);
    for (const classId of course.classIds.slice(0, 2)) await complete(t.app, student, course.id, classId);
    // A quiz class cannot be clicked complete, and a failed attempt does not complete it.
    expect((await complete(t.app, student, course.id, quizClassId)).statusCode).toBe(409);
    const failed = await takeQuiz(t.app, student, course.id, quizClassId, answers(quiz, true));
    expect(failed.json().attempt.passed).toBe(false);
    expect(await certificatesOf(t.db, student.studentId)).toHaveLength(0);

    const passed = await takeQuiz(t.app, student, course.id, quizClassId, answers(quiz));
    expect(passed.json().attempt.passed).toBe(true);
    expect(await certificatesOf(t.db, student.studentId)).toHaveLength(1);
    expect(await certificateMails(t.db)).toHaveLength(1);
  });

  it("a final quiz with its own pass mark: a pass of the quiz's mark is not enough until the best attempt reaches the final mark", async () => {
    const quizClassId = course.classIds[2]!;
    await makeQuizClass(t.db, quizClassId);
    // The quiz passes at 60 %; the certificate asks for 90 %. 2 + 3 + 1 = 6 of 10 points is 60 %.
    const quiz: AdminQuiz = await authorQuiz(t.app, editor, course.id, quizClassId);
    expect((await setRules({ require_all_classes: true, final_quiz_class_id: quizClassId, final_quiz_pass_mark: 90 })).statusCode).toBe(200);
    const student = await enrolledStudent(t.app, course.id);
    for (const classId of course.classIds.slice(0, 2)) await complete(t.app, student, course.id, classId);
    const sixty = answers(quiz).map((a, i) => (i === 3 ? { ...a, value: 'wrong' } : a));
    const first = await takeQuiz(t.app, student, course.id, quizClassId, sixty);
    expect(first.json().attempt).toMatchObject({ score: 6, passed: true });
    expect(await certificatesOf(t.db, student.studentId)).toHaveLength(0);
    expect((await progressOf(student))[0]).toMatchObject({
      classes_completed: 3,
      final_quiz: { class_id: quizClassId, pass_mark: 90, best_percent: 60, passed: false },
      eligible: false,
    });

    const full = await takeQuiz(t.app, student, course.id, quizClassId, answers(quiz));
    expect(full.json().attempt.score).toBe(10);
    expect(await certificatesOf(t.db, student.studentId)).toHaveLength(1);
    expect((await progressOf(student))[0]!.final_quiz).toEqual({ class_id: quizClassId, pass_mark: 90, best_percent: 100, passed: true });
  });

  it('without "every class", the final quiz alone certifies: a pass at the final mark issues it with other classes open', async () => {
    const quizClassId = course.classIds[2]!;
    await makeQuizClass(t.db, quizClassId);
    const quiz: AdminQuiz = await authorQuiz(t.app, editor, course.id, quizClassId);
    expect((await setRules({ require_all_classes: false, final_quiz_class_id: quizClassId, final_quiz_pass_mark: 50 })).statusCode).toBe(200);
    const student = await enrolledStudent(t.app, course.id);
    await takeQuiz(t.app, student, course.id, quizClassId, answers(quiz));
    expect(await certificatesOf(t.db, student.studentId)).toHaveLength(1);
    expect((await progressOf(student))[0]).toMatchObject({ require_all_classes: false, classes_completed: 1, classes_total: 3, eligible: true });
  });

  it('a student only sees their own certificates and progress, and a visitor gets 401', async () => {
    const owner = await enrolledStudent(t.app, course.id, 'Owner');
    const other = await enrolledStudent(t.app, course.id, 'Other');
    for (const classId of course.classIds) await complete(t.app, owner, course.id, classId);
    const theirs = await t.app.inject({ method: 'GET', url: '/lms/certificates', headers: other.auth });
    expect(theirs.json()).toEqual({ results: [] });
    expect((await progressOf(other))[0]).toMatchObject({ classes_completed: 0, certificate_id: null });
    for (const url of ['/lms/certificates', '/lms/certificates/progress']) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
