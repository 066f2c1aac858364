// Authoring an ASSIGNMENT class (decision 134) and assigning trainers to a course (decision 133):
// editors and admins write the assignment (audited on the course, version-checked, only on an
// ASSIGNMENT class), its template is checked by content; only admins assign trainers, and only a
// trainer or an editor can be assigned, each change audited.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES, RESOURCE_MESSAGES } from '@sap-academy/contracts';
import { ADMIN_MESSAGES, ASSIGNMENT_AUTHOR_MESSAGES, adminAssignmentSchema, courseTrainerListSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { auditLog } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { assignmentBody, makeAssignmentClass } from '../../helpers/assignments';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';
import { FILES, multipart } from '../../helpers/upload-fixtures';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'assignments-admin-'));
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));

describe.each(DRIVERS)('assignment authoring and course trainers on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR });
  let editor: StudentSession;
  let admin: StudentSession;
  let trainer: StudentSession;
  let course: CourseFixture;
  let classId: number;

  beforeEach(async () => {
    [editor, admin, trainer] = [await signUpAs(t.app, t.db, 'editor'), await signUpAs(t.app, t.db, 'admin'), await signUpAs(t.app, t.db, 'trainer')];
    course = await insertCourse(t.db, { sections: [2] });
    classId = course.classIds[0]!;
    await makeAssignmentClass(t.db, classId);
  });

  const put = (who: StudentSession, body: object, inClass = classId) =>
    t.app.inject({ method: 'PUT', url: adminApi.classAssignment(course.id, inClass), headers: who.auth, payload: body });
  const audits = (action: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(course.id))))
      .orderBy(auditLog.id);

  it('creates with version 0, reads back, updates with the version it loaded, and audits both on the course', async () => {
    const created = await put(editor, assignmentBody());
    expect(created.statusCode).toBe(200);
    expect(adminAssignmentSchema.parse(created.json())).toMatchObject({
      class_id: classId,
      course_id: course.id,
      due: { kind: 'days_after_enrolment', days: 7 },
      template: null,
      version: 0,
    });
    const read = await t.app.inject({ method: 'GET', url: adminApi.classAssignment(course.id, classId), headers: admin.auth });
    expect(read.json()).toEqual(created.json());
    const updated = await put(admin, assignmentBody({ version: 0, due: { kind: 'fixed', date: '2026-12-31' }, instructions: 'New\r\ninstructions' }));
    expect(updated.json()).toMatchObject({ version: 1, due: { kind: 'fixed', date: '2026-12-31' }, instructions: 'New\ninstructions' });
    const stale = await put(editor, assignmentBody({ version: 0 }));
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: ADMIN_MESSAGES.staleVersion }]);
    const noDue = await put(editor, assignmentBody({ version: 1, due: null }));
    expect(noDue.json()).toMatchObject({ version: 2, due: null });
    expect(await audits('course.assignment_create')).toHaveLength(1);
    const [update] = await audits('course.assignment_update').then((rows) => rows.slice(0, 1));
    expect(update!.entity).toBe('course');
  });

  it('refuses a class that is not an assignment (409), another course’s class (404) and bad input (422 at the field)', async () => {
    const video = await put(editor, assignmentBody(), course.classIds[1]);
    expect([video.statusCode, video.json()]).toEqual([409, { detail: ASSIGNMENT_AUTHOR_MESSAGES.notAssignmentClass }]);
    const other = await insertCourse(t.db, { sections: [1] });
    const foreign = await t.app.inject({
      method: 'PUT',
      url: adminApi.classAssignment(course.id, other.classIds[0]!),
      headers: editor.auth,
      payload: assignmentBody(),
    });
    expect(foreign.statusCode).toBe(404);
    for (const [body, field] of [
      [assignmentBody({ instructions: '   ' }), 'body.instructions'],
      [assignmentBody({ due: { kind: 'days_after_enrolment', days: -1 } }), 'body.due.days'],
      [assignmentBody({ due: { kind: 'fixed', date: '2026-02-30' } }), 'body.due.date'],
      [assignmentBody({ due: { kind: 'weekly' } }), 'body.due.kind'],
    ] as const) {
      const res = await put(editor, body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
    const missing = await t.app.inject({ method: 'GET', url: adminApi.classAssignment(course.id, classId), headers: editor.auth });
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: ASSIGNMENT_MESSAGES.notFound }]);
  });

  it('refuses trainers and students the authoring routes', async () => {
    const student = await signUp(t.app, 'Student Caller');
    for (const who of [student, trainer]) {
      for (const res of [
        await put(who, assignmentBody()),
        await t.app.inject({ method: 'GET', url: adminApi.classAssignment(course.id, classId), headers: who.auth }),
      ]) {
        expect([res.statusCode, res.json()]).toEqual([403, { detail: ADMIN_MESSAGES.forbidden }]);
      }
    }
  });

  it('attaches a template checked by content, replaces and removes it, audited', async () => {
    const upload = (name: string, bytes: Buffer) => {
      const body = multipart(name, bytes);
      return t.app.inject({
        method: 'POST',
        url: adminApi.classAssignmentTemplate(course.id, classId),
        payload: body.payload,
        headers: { ...body.headers, ...editor.auth },
      });
    };
    const early = await upload('template.xlsx', FILES.xlsx);
    expect([early.statusCode, early.json()]).toEqual([404, { detail: ASSIGNMENT_MESSAGES.notFound }]);
    await put(editor, assignmentBody());
    const wrong = await upload('template.pdf', FILES.exe);
    expect([wrong.statusCode, wrong.json()]).toEqual([415, { detail: RESOURCE_MESSAGES.wrongType }]);
    const first = await upload('template.xlsx', FILES.xlsx);
    expect(first.json()).toMatchObject({ version: 1, template: { name: 'template.xlsx', size_bytes: FILES.xlsx.length } });
    const second = await upload('brief.docx', FILES.docx);
    expect(second.json()).toMatchObject({ version: 2, template: { name: 'brief.docx' } });
    const link = await t.app.inject({ method: 'GET', url: adminApi.classAssignmentTemplateLink(course.id, classId), headers: editor.auth });
    const file = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(file.rawPayload.equals(FILES.docx)).toBe(true);
    const removed = await t.app.inject({ method: 'DELETE', url: adminApi.classAssignmentTemplate(course.id, classId), headers: editor.auth });
    expect(removed.json()).toMatchObject({ version: 3, template: null });
    // The link made before the removal finds nothing now.
    expect((await t.app.inject({ method: 'GET', url: link.json().url })).statusCode).toBe(404);
    expect(await audits('course.assignment_template')).toHaveLength(3);
  });

  it('lets admins assign and unassign a trainer or an editor, audited on the course; idempotent assign', async () => {
    const assign = (userId: number, who = admin) => t.app.inject({ method: 'PUT', url: adminApi.courseTrainer(course.id, userId), headers: who.auth });
    const first = await assign(trainer.userId);
    expect(first.statusCode).toBe(200);
    expect(courseTrainerListSchema.parse(first.json()).results).toEqual([
      { user_id: trainer.userId, name: 'Trainer Staff', email: trainer.email, role: 'trainer', assigned_at: expect.any(String) },
    ]);
    expect((await assign(trainer.userId)).json().results).toHaveLength(1);
    expect(
      (await assign(editor.userId))
        .json()
        .results.map((r: { role: string }) => r.role)
        .sort(),
    ).toEqual(['editor', 'trainer']);
    const student = await signUp(t.app, 'Student Caller');
    const notStaff = await assign(student.userId);
    expect([notStaff.statusCode, notStaff.json()]).toEqual([422, { detail: ASSIGNMENT_AUTHOR_MESSAGES.notTrainer }]);
    expect((await assign(admin.userId)).statusCode).toBe(422);
    expect((await assign(2_000_000_000)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: adminApi.courseTrainers(course.id), headers: admin.auth });
    expect(list.json().results).toHaveLength(2);
    const gone = await t.app.inject({ method: 'DELETE', url: adminApi.courseTrainer(course.id, trainer.userId), headers: admin.auth });
    expect(gone.json().results.map((r: { user_id: number }) => r.user_id)).toEqual([editor.userId]);
    const again = await t.app.inject({ method: 'DELETE', url: adminApi.courseTrainer(course.id, trainer.userId), headers: admin.auth });
    expect([again.statusCode, again.json()]).toEqual([404, { detail: ASSIGNMENT_AUTHOR_MESSAGES.notAssigned }]);
    expect(await audits('course.trainer_assign')).toHaveLength(2);
    expect(await audits('course.trainer_unassign')).toHaveLength(1);
  });

  it('refuses editors and trainers the trainer assignments (admins only)', async () => {
    for (const who of [editor, trainer]) {
      for (const res of [
        await t.app.inject({ method: 'PUT', url: adminApi.courseTrainer(course.id, trainer.userId), headers: who.auth }),
        await t.app.inject({ method: 'GET', url: adminApi.courseTrainers(course.id), headers: who.auth }),
      ]) {
        expect([res.statusCode, res.json()]).toEqual([403, { detail: ADMIN_MESSAGES.forbidden }]);
      }
    }
  });
});
