// Certificates in the back office (decision 135): completion rules (course editors, audited on the
// course, stale versions refused, rules that ask for nothing refused), and issued certificates
// (admins only): search, revocation with its reason, a resend of the mail, each audited.
import { and, asc, eq } from 'drizzle-orm';
import { CERTIFICATE_MESSAGES } from '@sap-academy/contracts';
import { ADMIN_MESSAGES, adminCertificateListSchema, adminCertificateSchema, completionRulesSchema } from '@sap-academy/contracts/admin';
import { auditLog } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { certificateMails, certificatesOf, complete, enrolledStudent } from '../../helpers/certificates';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { makeQuizClass } from '../../helpers/quizzes';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('admin certificates on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let editor: StudentSession;
  let admin: StudentSession;

  const rulesUrl = () => `/admin/courses/${course.id}/completion-rules`;
  const putRules = (body: Record<string, unknown>, who = editor) =>
    t.app.inject({
      method: 'PUT',
      url: rulesUrl(),
      headers: who.auth,
      payload: { version: 0, require_all_classes: true, final_quiz_class_id: null, final_quiz_pass_mark: null, ...body },
    });
  const auditOf = (entity: string, entityId: string | number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
      .orderBy(asc(auditLog.id));
  const certify = async (name: string, forCourse = course) => {
    const student = await enrolledStudent(t.app, forCourse.id, name);
    for (const classId of forCourse.classIds) await complete(t.app, student, forCourse.id, classId);
    return { student, certificate: (await certificatesOf(t.db, student.studentId))[0]! };
  };

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [2], title: 'SAP PP — Production Planning' });
    editor = await signUpAs(t.app, t.db, 'editor');
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  describe('completion rules', () => {
    it('answers the defaults until saved; an editor saves a final quiz, audited on the course; a stale version is a 409', async () => {
      const initial = await t.app.inject({ method: 'GET', url: rulesUrl(), headers: editor.auth });
      expect(completionRulesSchema.parse(initial.json())).toEqual({
        course_id: course.id,
        require_all_classes: true,
        final_quiz_class_id: null,
        final_quiz_pass_mark: null,
        version: 0,
      });
      const quizClassId = course.classIds[1]!;
      await makeQuizClass(t.db, quizClassId);
      const saved = await putRules({ final_quiz_class_id: quizClassId, final_quiz_pass_mark: 80 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ final_quiz_class_id: quizClassId, final_quiz_pass_mark: 80, version: 1 });
      const [entry] = await auditOf('course', course.id);
      expect(entry).toMatchObject({
        action: 'course.completion_rules',
        actorUserId: editor.userId,
        before: { final_quiz_class_id: null, final_quiz_pass_mark: null },
        after: { final_quiz_class_id: quizClassId, final_quiz_pass_mark: 80 },
      });
      const stale = await putRules({ version: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ detail: ADMIN_MESSAGES.staleVersion });
      expect((await putRules({ version: 1 })).json()).toMatchObject({ final_quiz_class_id: null, version: 2 });
    });

    it('refuses a final quiz that is not a quiz class of the course, a pass mark without a quiz, and rules that ask for nothing (422)', async () => {
      const other = await insertCourse(t.db, { price: 0, sections: [1] });
      await makeQuizClass(t.db, other.classIds[0]!);
      const cases = [
        { final_quiz_class_id: course.classIds[0], final_quiz_pass_mark: 50 }, // a video class
        { final_quiz_class_id: other.classIds[0], final_quiz_pass_mark: 50 }, // another course's quiz
        { final_quiz_class_id: null, final_quiz_pass_mark: 50 },
        { final_quiz_pass_mark: 101, final_quiz_class_id: course.classIds[0] },
        { require_all_classes: false },
        { version: -1 },
      ];
      for (const body of cases) {
        const res = await putRules(body);
        expect([res.statusCode, body]).toEqual([422, body]);
        expect(res.json().detail).toEqual(expect.any(String));
      }
      expect(await auditOf('course', course.id)).toHaveLength(0);
    });

    it('is for course editors: 401 for a visitor, 403 for a student; 404 for an unknown course', async () => {
      expect((await t.app.inject({ method: 'GET', url: rulesUrl() })).statusCode).toBe(401);
      const student = await enrolledStudent(t.app, course.id);
      expect((await putRules({}, student)).statusCode).toBe(403);
      const missing = await t.app.inject({ method: 'GET', url: '/admin/courses/999999/completion-rules', headers: editor.auth });
      expect(missing.statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/admin/courses/999999/completion-rules',
            headers: editor.auth,
            payload: { version: 0, require_all_classes: true, final_quiz_class_id: null, final_quiz_pass_mark: null },
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('issued certificates', () => {
    it('lists them newest first, searchable by name, number and course, filterable by status', async () => {
      const asha = await certify('Asha Rao');
      const other = await insertCourse(t.db, { price: 0, sections: [1], title: 'SAP EWM — Extended Warehouse Management' });
      const ravi = await certify('Ravi Kumar', other);
      const list = async (query: string) => {
        const res = await t.app.inject({ method: 'GET', url: `/admin/certificates${query}`, headers: admin.auth });
        expect(res.statusCode).toBe(200);
        return adminCertificateListSchema.parse(res.json());
      };
      const all = await list('');
      expect(all.total).toBe(2);
      expect(all.results.map((r) => r.id)).toEqual([ravi.certificate.id, asha.certificate.id]);
      expect(all.results[1]).toEqual(
        adminCertificateSchema.parse({
          id: asha.certificate.id,
          number: asha.certificate.number,
          student: { id: asha.student.studentId, name: 'Asha Rao', email: asha.student.email },
          course: { id: course.id, course_title: 'SAP PP — Production Planning' },
          issued_at: asha.certificate.issuedAt.toISOString(),
          status: 'valid',
          revoked_at: null,
          revoked_reason: null,
          verify_url: `${t.config.PUBLIC_SITE_URL}/certificates/${asha.certificate.id}`,
        }),
      );
      expect((await list('?q=ravi')).results.map((r) => r.id)).toEqual([ravi.certificate.id]);
      expect((await list(`?q=${asha.certificate.number}`)).results.map((r) => r.id)).toEqual([asha.certificate.id]);
      expect((await list('?q=warehouse')).results.map((r) => r.id)).toEqual([ravi.certificate.id]);
      expect((await list(`?course_id=${course.id}`)).total).toBe(1);
      expect((await list('?status=revoked')).total).toBe(0);
      expect((await list('?page_size=1&page=2')).results.map((r) => r.id)).toEqual([asha.certificate.id]);
      expect((await t.app.inject({ method: 'GET', url: '/admin/certificates?sort=email', headers: admin.auth })).statusCode).toBe(422);
    });

    it('revocation: admins only, a reason required, audited; a second one is a 409', async () => {
      const { certificate } = await certify('Asha Rao');
      const url = `/admin/certificates/${certificate.id}/revoke`;
      await expectAdminOnly(t.app, t.db, { method: 'POST', url, payload: { reason: 'Copied the final quiz' } });
      expect((await t.app.inject({ method: 'POST', url, headers: admin.auth, payload: { reason: '' } })).statusCode).toBe(422);
      const res = await t.app.inject({ method: 'POST', url, headers: admin.auth, payload: { reason: 'Copied the final quiz' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'revoked', revoked_reason: 'Copied the final quiz', revoked_at: expect.any(String) });
      expect(await auditOf('certificate', certificate.id)).toEqual([
        expect.objectContaining({ action: 'certificate.revoke', actorUserId: admin.userId, after: { status: 'revoked', reason: 'Copied the final quiz' } }),
      ]);
      const again = await t.app.inject({ method: 'POST', url, headers: admin.auth, payload: { reason: 'Twice' } });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: CERTIFICATE_MESSAGES.alreadyRevoked });
      const unknown = await t.app.inject({ method: 'POST', url: '/admin/certificates/nope/revoke', headers: admin.auth, payload: { reason: 'Whatever' } });
      expect(unknown.statusCode).toBe(404);
    });

    it('a revoked certificate is not issued again by the next completion event', async () => {
      const { student, certificate } = await certify('Asha Rao');
      await t.app.inject({ method: 'POST', url: `/admin/certificates/${certificate.id}/revoke`, headers: admin.auth, payload: { reason: 'Shared account' } });
      await complete(t.app, student, course.id, course.classIds[0]!);
      const rows = await certificatesOf(t.db, student.studentId);
      expect(rows.map((r) => [r.id, r.revokedReason])).toEqual([[certificate.id, 'Shared account']]);
    });

    it('resend queues the mail again, audited; not for a revoked certificate; admins only', async () => {
      const { certificate } = await certify('Asha Rao');
      const url = `/admin/certificates/${certificate.id}/resend`;
      await expectAdminOnly(t.app, t.db, { method: 'POST', url, payload: {} });
      expect((await t.app.inject({ method: 'POST', url, headers: admin.auth, payload: {} })).statusCode).toBe(200);
      const mails = await certificateMails(t.db);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.payload).toEqual(mails[0]!.payload);
      expect((await auditOf('certificate', certificate.id)).map((e) => e.action)).toEqual(['certificate.resend']);
      await t.app.inject({ method: 'POST', url: `/admin/certificates/${certificate.id}/revoke`, headers: admin.auth, payload: { reason: 'Shared account' } });
      expect((await t.app.inject({ method: 'POST', url, headers: admin.auth, payload: {} })).statusCode).toBe(409);
      expect(await certificateMails(t.db)).toHaveLength(2);
    });

    it("the certificate's history is readable by admins in the audit trail, not by editors", async () => {
      const { certificate } = await certify('Asha Rao');
      await t.app.inject({ method: 'POST', url: `/admin/certificates/${certificate.id}/revoke`, headers: admin.auth, payload: { reason: 'Shared account' } });
      const url = `/admin/audit?entity=certificate&entity_id=${certificate.id}`;
      const forAdmin = await t.app.inject({ method: 'GET', url, headers: admin.auth });
      expect(forAdmin.statusCode).toBe(200);
      expect(forAdmin.json().results.map((e: { action: string }) => e.action)).toEqual(['certificate.revoke']);
      expect((await t.app.inject({ method: 'GET', url, headers: editor.auth })).statusCode).toBe(403);
    });
  });
});
