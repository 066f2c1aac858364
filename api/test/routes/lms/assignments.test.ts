// A student's side of an ASSIGNMENT class (decision 134): the assignment with its due date in
// India and the template, a submission of text and files checked by content, one version at a
// time (409 while under review or once accepted), late flagged, links to their own files only,
// and no completing the class by a click.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_MESSAGES, assignmentResponseSchema, fileLinkResponseSchema, submissionSchema } from '@sap-academy/contracts';
import { adminApi, lmsApi } from '@sap-academy/contracts/paths';
import { assignmentSubmissions } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { authorAssignment, enrol, makeAssignmentClass, multipartForm, setEnrolledAt, submit } from '../../helpers/assignments';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';
import { FILES, multipart } from '../../helpers/upload-fixtures';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'assignments-lms-'));
const MAX_BYTES = 4096;
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));

describe.each(DRIVERS)('assignments for students on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  let editor: StudentSession;
  let student: StudentSession;
  let other: StudentSession;
  let course: CourseFixture;
  let classId: number;

  beforeEach(async () => {
    editor = await signUpAs(t.app, t.db, 'editor');
    [student, other] = [await signUp(t.app, 'Priya Nair'), await signUp(t.app, 'Ravi Kumar')];
    course = await insertCourse(t.db, { sections: [2] });
    classId = course.classIds[0]!;
    await makeAssignmentClass(t.db, classId);
    await authorAssignment(t.app, editor, course.id, classId);
    await enrol(t.db, student.studentId, course.id);
    await enrol(t.db, other.studentId, course.id);
  });

  const getAssignment = (who: StudentSession) => t.app.inject({ method: 'GET', url: lmsApi.assignment(course.id, classId), headers: who.auth });

  it('shows the instructions, the due day in India from the enrolment and no submissions yet', async () => {
    // Enrolled at 00:30 IST on 11 March (still 10 March in UTC): due 7 days after the 11th.
    await setEnrolledAt(t.db, student.studentId, course.id, new Date('2026-03-10T19:00:00Z'));
    const res = await getAssignment(student);
    expect(res.statusCode).toBe(200);
    expect(assignmentResponseSchema.parse(res.json())).toEqual({
      class_id: classId,
      instructions: expect.stringContaining('ME21N'),
      due: { kind: 'days_after_enrolment', days: 7 },
      due_date: '2026-03-18',
      due_at: '2026-03-18T18:30:00.000Z',
      template: null,
      state: 'not_submitted',
      can_submit: true,
      max_files: ASSIGNMENT_LIMITS.files,
      submissions: [],
    });
  });

  it('takes text and files, checked by content, and keeps them as version 1 under review', async () => {
    const res = await submit(t.app, student, course.id, classId, {
      text: 'Order 4500000123 saved.\r\nScreenshot attached.',
      files: [
        { name: 'order.pdf', bytes: FILES.pdf },
        { name: 'screen.png', bytes: FILES.png },
        { name: 'prices.xlsx', bytes: FILES.xlsx },
        { name: 'codes.csv', bytes: FILES.csv },
        { name: 'photo.webp', bytes: FILES.webp },
      ],
    });
    expect(res.statusCode).toBe(201);
    const submission = submissionSchema.parse(res.json());
    expect(submission).toMatchObject({
      number: 1,
      status: 'submitted',
      late: false,
      comment: null,
      reviewed_at: null,
      text: 'Order 4500000123 saved.\nScreenshot attached.',
    });
    expect(submission.files.map((f) => [f.id, f.name, f.content_type])).toEqual([
      [1, 'order.pdf', 'application/pdf'],
      [2, 'screen.png', 'image/png'],
      [3, 'prices.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [4, 'codes.csv', 'text/csv; charset=utf-8'],
      [5, 'photo.webp', 'image/webp'],
    ]);
    // Never where it is stored.
    expect(res.body).not.toContain('assignment-submissions/');
    const view = (await getAssignment(student)).json();
    expect(view).toMatchObject({ state: 'submitted', can_submit: false, submissions: [{ id: submission.id, number: 1 }] });
  });

  it('refuses a new version while one is under review, and after acceptance (409)', async () => {
    expect((await submit(t.app, student, course.id, classId, { text: 'First try' })).statusCode).toBe(201);
    const again = await submit(t.app, student, course.id, classId, { text: 'Second try', files: [{ name: 'x.pdf', bytes: FILES.pdf }] });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: ASSIGNMENT_MESSAGES.underReview }]);
    await t.db.update(assignmentSubmissions).set({ status: 'accepted' });
    const accepted = await submit(t.app, student, course.id, classId, { text: 'Third try' });
    expect([accepted.statusCode, accepted.json()]).toEqual([409, { detail: ASSIGNMENT_MESSAGES.alreadyAccepted }]);
    // Nothing of the refused files was kept.
    expect(await t.db.select().from(assignmentSubmissions)).toHaveLength(1);
  });

  it('takes a late submission and flags it', async () => {
    await setEnrolledAt(t.db, student.studentId, course.id, new Date('2020-01-01T10:00:00Z'));
    const late = await submit(t.app, student, course.id, classId, { text: 'Sorry, late.' });
    expect([late.statusCode, late.json().late]).toEqual([201, true]);
    const onTime = await submit(t.app, other, course.id, classId, { text: 'On time.' });
    expect([onTime.statusCode, onTime.json().late]).toEqual([201, false]);
  });

  it('flags lateness against a fixed date too', async () => {
    await authorAssignment(t.app, editor, course.id, classId, { version: 0, due: { kind: 'fixed', date: '2021-06-30' } });
    expect((await getAssignment(student)).json()).toMatchObject({ due_date: '2021-06-30', due_at: '2021-06-30T18:30:00.000Z' });
    expect((await submit(t.app, student, course.id, classId, { text: 'x' })).json().late).toBe(true);
  });

  it('refuses files by their content, not their names: 415 with the allowed types', async () => {
    for (const [name, bytes] of [
      ['work.pdf', Buffer.from('This is text pretending to be a PDF.\n')],
      ['notes.txt', FILES.txt],
      ['config.docx', FILES.docx],
      ['pricing.xlsx', FILES.zip],
      ['setup.pdf', FILES.exe],
    ] as const) {
      const res = await submit(t.app, student, course.id, classId, {
        text: 'x',
        files: [
          { name: 'ok.pdf', bytes: FILES.pdf },
          { name, bytes },
        ],
      });
      expect([name, res.statusCode, res.json()]).toEqual([name, 415, { detail: ASSIGNMENT_MESSAGES.wrongType }]);
    }
    expect(await t.db.select().from(assignmentSubmissions)).toHaveLength(0);
  });

  it('refuses a file over the size limit with 413, and a name that lies about its content with 422', async () => {
    const big = await submit(t.app, student, course.id, classId, { files: [{ name: 'big.pdf', bytes: Buffer.concat([FILES.pdf, Buffer.alloc(MAX_BYTES)]) }] });
    expect([big.statusCode, big.json()]).toEqual([413, { detail: expect.stringContaining('larger than the limit') }]);
    const lying = await submit(t.app, student, course.id, classId, { files: [{ name: 'screen.pdf', bytes: FILES.png }] });
    expect([lying.statusCode, lying.json()]).toEqual([422, { detail: expect.stringContaining('PNG') }]);
  });

  it('refuses path tricks in a file name (422) and keeps a plain odd name as it was sent', async () => {
    for (const name of ['../../etc/passwd.pdf', '..\\boot.pdf', '/abs.pdf', '.hidden.pdf']) {
      const res = await submit(t.app, student, course.id, classId, { files: [{ name, bytes: FILES.pdf }] });
      expect([name, res.statusCode, res.json()]).toEqual([name, 422, { detail: expect.any(String) }]);
    }
    const odd = await submit(t.app, student, course.id, classId, { files: [{ name: 'Réponse; final (v2) ₹.pdf', bytes: FILES.pdf }] });
    expect(odd.statusCode).toBe(201);
    const [row] = await t.db.select().from(assignmentSubmissions);
    expect(row!.files[0]!.name).toBe('Réponse; final (v2) ₹.pdf');
    expect(row!.files[0]!.key).toMatch(new RegExp(`^assignment-submissions/${course.id}/${classId}/${student.studentId}/[0-9a-f-]{36}$`));
  });

  it('refuses an empty submission, too many files, a text past the limit and an unknown field (422)', async () => {
    const empty = await submit(t.app, student, course.id, classId, { text: '   ' });
    expect([empty.statusCode, empty.json()]).toEqual([422, { detail: ASSIGNMENT_MESSAGES.empty }]);
    const six = Array.from({ length: ASSIGNMENT_LIMITS.files + 1 }, (_, i) => ({ name: `p${i}.pdf`, bytes: FILES.pdf }));
    const tooMany = await submit(t.app, student, course.id, classId, { files: six });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([422, { detail: ASSIGNMENT_MESSAGES.tooManyFiles(ASSIGNMENT_LIMITS.files) }]);
    const long = await submit(t.app, student, course.id, classId, { text: 'x'.repeat(ASSIGNMENT_LIMITS.textChars + 1) });
    expect([long.statusCode, long.json()]).toEqual([422, { detail: ASSIGNMENT_MESSAGES.textTooLong(ASSIGNMENT_LIMITS.textChars) }]);
    const body = multipartForm([{ field: 'file', fileName: 'a.pdf', value: FILES.pdf }]);
    const wrongField = await t.app.inject({
      method: 'POST',
      url: lmsApi.assignmentSubmissions(course.id, classId),
      payload: body.payload,
      headers: { ...body.headers, ...student.auth },
    });
    expect([wrongField.statusCode, wrongField.json()]).toEqual([422, { detail: ASSIGNMENT_MESSAGES.unknownField('file') }]);
    const json = await t.app.inject({ method: 'POST', url: lmsApi.assignmentSubmissions(course.id, classId), payload: { text: 'hi' }, headers: student.auth });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(json.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
    expect(await t.db.select().from(assignmentSubmissions)).toHaveLength(0);
  });

  it('answers only enrolled students: 401 visitor, 403 not enrolled, 404 for a class that is not an assignment', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: lmsApi.assignment(course.id, classId) });
    expect(visitor.statusCode).toBe(401);
    const stranger = await signUp(t.app, 'Not Enrolled');
    for (const res of [await getAssignment(stranger), await submit(t.app, stranger, course.id, classId, { text: 'x' })]) {
      expect([res.statusCode, res.json()]).toEqual([403, { detail: expect.any(String) }]);
    }
    const video = await t.app.inject({ method: 'GET', url: lmsApi.assignment(course.id, course.classIds[1]!), headers: student.auth });
    expect([video.statusCode, video.json()]).toEqual([404, { detail: ASSIGNMENT_MESSAGES.notFound }]);
  });

  it('gives a link to the student’s own files only (IDOR): another student, course or class gets 404', async () => {
    const mine = (await submit(t.app, student, course.id, classId, { files: [{ name: 'mine.pdf', bytes: FILES.pdf }] })).json();
    const link = await t.app.inject({ method: 'GET', url: lmsApi.assignmentSubmissionFileLink(course.id, classId, mine.id, 1), headers: student.auth });
    expect(link.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: fileLinkResponseSchema.parse(link.json()).url });
    expect([file.statusCode, file.headers['content-type'], file.rawPayload.equals(FILES.pdf)]).toEqual([200, 'application/pdf', true]);
    const otherCourse = await insertCourse(t.db, { sections: [1] });
    await enrol(t.db, student.studentId, otherCourse.id);
    for (const [who, courseId, inClass, fileId] of [
      [other, course.id, classId, 1],
      [student, course.id, classId, 2],
      [student, course.id, course.classIds[1]!, 1],
      [student, otherCourse.id, otherCourse.classIds[0]!, 1],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: lmsApi.assignmentSubmissionFileLink(courseId, inClass, mine.id, fileId), headers: who.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it('offers the template through a short-lived link once staff attach one', async () => {
    const none = await t.app.inject({ method: 'GET', url: lmsApi.assignmentTemplateLink(course.id, classId), headers: student.auth });
    expect([none.statusCode, none.json()]).toEqual([404, { detail: ASSIGNMENT_MESSAGES.noTemplate }]);
    const body = multipart('template.xlsx', FILES.xlsx);
    const upload = await t.app.inject({
      method: 'POST',
      url: adminApi.classAssignmentTemplate(course.id, classId),
      payload: body.payload,
      headers: { ...body.headers, ...editor.auth },
    });
    expect(upload.statusCode).toBe(200);
    expect((await getAssignment(student)).json().template).toEqual({
      name: 'template.xlsx',
      size_bytes: FILES.xlsx.length,
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const link = await t.app.inject({ method: 'GET', url: lmsApi.assignmentTemplateLink(course.id, classId), headers: student.auth });
    const file = await t.app.inject({ method: 'GET', url: link.json().url });
    expect([file.statusCode, file.rawPayload.equals(FILES.xlsx)]).toEqual([200, true]);
    const stranger = await signUp(t.app, 'Not Enrolled');
    expect((await t.app.inject({ method: 'GET', url: lmsApi.assignmentTemplateLink(course.id, classId), headers: stranger.auth })).statusCode).toBe(403);
  });

  it('refuses to complete an assignment class through the progress call; opening it still counts', async () => {
    const done = await t.app.inject({ method: 'PUT', url: lmsApi.progress(course.id, classId), headers: student.auth, payload: { status: 2 } });
    expect([done.statusCode, done.json()]).toEqual([409, { detail: ASSIGNMENT_MESSAGES.acceptToComplete }]);
    const opened = await t.app.inject({ method: 'PUT', url: lmsApi.progress(course.id, classId), headers: student.auth, payload: { status: 1 } });
    expect(opened.statusCode).toBe(200);
  });

  it('keeps the files of a refused submission out of the storage', async () => {
    await submit(t.app, student, course.id, classId, { text: 'v1' });
    const refused = await submit(t.app, student, course.id, classId, { files: [{ name: 'a.pdf', bytes: FILES.pdf }] });
    expect(refused.statusCode).toBe(409);
    const [row] = await t.db.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.studentId, student.studentId));
    expect(row!.files).toEqual([]);
  });
});
