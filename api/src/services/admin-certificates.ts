// Certificates in the back office (decision 135): a course's completion rules (whoever edits
// courses; the audit row is the course's, as a quiz's is), and the issued certificates (admins):
// the searchable list, revocation with a reason, and a resend of the student's mail. Every change
// is one transaction with its audit row.
import {
  ADMIN_MESSAGES,
  type AdminCertificate,
  type AdminCertificateList,
  type AdminCertificateQuery,
  type CompletionRules,
  type CompletionRulesUpdate,
} from '@sap-academy/contracts/admin';
import { CERTIFICATE_MESSAGES } from '@sap-academy/contracts';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../domain/errors';
import { adminCoursesRepository } from '../repositories/admin-courses';
import { recordAudit } from '../repositories/audit';
import { certificatesRepository, type CertificateRow, type RulesRow } from '../repositories/certificates';
import { outboxRepository } from '../repositories/outbox';
import { certificateMail, certificatesService, verifyUrlOf } from './certificates';

const rulesView = (courseId: number, rules: RulesRow): CompletionRules => ({
  course_id: courseId,
  require_all_classes: rules.requireAllClasses,
  final_quiz_class_id: rules.finalQuizClassId,
  final_quiz_pass_mark: rules.finalQuizPassMark,
  version: rules.version,
});

const NOTHING_REQUIRED = 'Require every class, a final quiz, or both: a course that asks for nothing cannot certify anything.';

export function adminCertificatesService(app: { db: Db; config: Config }) {
  const { db } = app;
  const certificates = certificatesService(app);
  const siteUrl = app.config.PUBLIC_SITE_URL;

  const view = (row: CertificateRow, student: { name: string; email: string }): AdminCertificate => ({
    id: row.id,
    number: row.number,
    // The name as printed on the certificate, which a later rename does not change.
    student: { id: row.studentId, name: student.name, email: student.email },
    course: { id: row.courseId, course_title: row.courseTitle },
    issued_at: row.issuedAt.toISOString(),
    status: row.revokedAt ? 'revoked' : 'valid',
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoked_reason: row.revokedReason,
    verify_url: verifyUrlOf(siteUrl, row.id),
  });

  async function viewOf(tx: Db, row: CertificateRow) {
    const email = (await certificatesRepository(tx).email(row.studentId)) ?? '';
    return view(row, { name: row.studentName, email });
  }

  return {
    async rules(courseId: number): Promise<CompletionRules> {
      if (!(await adminCoursesRepository(db).find(courseId))) throw new DomainError('not_found', 'Course not found.');
      return rulesView(courseId, await certificatesRepository(db).rules(courseId));
    },

    async saveRules(actorUserId: number, courseId: number, input: CompletionRulesUpdate): Promise<CompletionRules> {
      if (!input.require_all_classes && input.final_quiz_class_id === null)
        throw new DomainError('invalid', NOTHING_REQUIRED, { fields: { 'body.require_all_classes': NOTHING_REQUIRED } });
      return inTransaction(db, async (tx) => {
        // The course row locked, so an outline edit cannot turn the final quiz into a video meanwhile.
        await adminCoursesRepository(tx).lockVersion(courseId, undefined);
        const repo = certificatesRepository(tx);
        if (input.final_quiz_class_id !== null && !(await repo.isQuizClassOf(courseId, input.final_quiz_class_id)))
          throw new DomainError('invalid', CERTIFICATE_MESSAGES.finalQuizNotInCourse, {
            fields: { 'body.final_quiz_class_id': CERTIFICATE_MESSAGES.finalQuizNotInCourse },
          });
        const before = await repo.rules(courseId);
        if (before.version !== input.version) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
        const after = await repo.saveRules(courseId, input.version, {
          requireAllClasses: input.require_all_classes,
          finalQuizClassId: input.final_quiz_class_id,
          finalQuizPassMark: input.final_quiz_pass_mark,
        });
        if (!after) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
        const { version: _before, ...beforeRules } = rulesView(courseId, before);
        const { version: _after, ...afterRules } = rulesView(courseId, after);
        await recordAudit(tx, { actorUserId, action: 'course.completion_rules', entity: 'course', entityId: courseId, before: beforeRules, after: afterRules });
        return rulesView(courseId, after);
      });
    },

    async list(query: AdminCertificateQuery): Promise<AdminCertificateList> {
      const { rows, total } = await certificatesRepository(db).list(query);
      return {
        results: rows.map(({ certificate, email }) => view(certificate, { name: certificate.studentName, email })),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    async revoke(actorUserId: number, id: string, reason: string): Promise<AdminCertificate> {
      const found = await certificates.find(id);
      return inTransaction(db, async (tx) => {
        const revoked = await certificatesRepository(tx).revoke(found.id, actorUserId, reason);
        if (!revoked) throw new DomainError('conflict', CERTIFICATE_MESSAGES.alreadyRevoked);
        await recordAudit(tx, {
          actorUserId,
          action: 'certificate.revoke',
          entity: 'certificate',
          entityId: found.id,
          before: { status: 'valid' },
          after: { status: 'revoked', reason },
        });
        return viewOf(tx, revoked);
      });
    },

    /** Queues the certificate mail again (a student who lost it); a revoked one has nothing to send. */
    async resend(actorUserId: number, id: string): Promise<AdminCertificate> {
      const found = await certificates.find(id);
      if (found.revokedAt) throw new DomainError('conflict', CERTIFICATE_MESSAGES.alreadyRevoked);
      return inTransaction(db, async (tx) => {
        const email = await certificatesRepository(tx).email(found.studentId);
        if (!email) throw new DomainError('not_found', CERTIFICATE_MESSAGES.notFound);
        await outboxRepository(tx).enqueue(certificateMail(email, found));
        await recordAudit(tx, {
          actorUserId,
          action: 'certificate.resend',
          entity: 'certificate',
          entityId: found.id,
          before: null,
          after: { mail: 'queued' },
        });
        return viewOf(tx, found);
      });
    },

    /** Any certificate's PDF, revoked ones included (staff may need to see what was revoked). */
    pdf: (id: string) => certificates.pdf(id),
  };
}
