// Certificates (decision 135). Rules owned here:
// - a course's rules: every class complete (the default; a quiz class completes only when passed,
//   an assignment class only when a trainer accepts it), and optionally a final quiz whose best
//   submitted attempt must reach its own pass mark;
// - a certificate is issued inside the transaction that completed the last requirement
//   (`issueIfEligible`), exactly once per student and course: an advisory lock queues concurrent
//   checks for the pair (so two classes completed at once cannot both miss the other's completion),
//   and the unique (student, course) index with ON CONFLICT DO NOTHING makes a repeat a no-op; the
//   mail with the link is queued in the same transaction, only by the insert that won;
// - a revoked certificate stays, and the next completion event does not issue another;
// - the public view carries the name, course, dates, number and status only.
import { randomBytes } from 'node:crypto';
import { CERTIFICATE_ID_PATTERN, CERTIFICATE_MESSAGES, type CertificateProgress, type MyCertificate, type PublicCertificate } from '@sap-academy/contracts';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { passes } from '../domain/quiz-scoring';
import { renderCertificatePdf } from '../certificates/certificate-pdf';
import { brandFrom } from '../mail/brand';
import { templatedMail } from '../mail/mail-kinds';
import { certificatesRepository, type CertificateRow, type RulesRow } from '../repositories/certificates';
import { enrolmentsRepository } from '../repositories/enrolments';
import { outboxRepository } from '../repositories/outbox';
import { siteSettings } from './site-settings';

type Repo = ReturnType<typeof certificatesRepository>;

/** 128 random bits in base64url: 22 characters, matching CERTIFICATE_ID_PATTERN. */
export const newCertificateId = () => randomBytes(16).toString('base64url');

export const verifyUrlOf = (siteUrl: string, id: string) => `${siteUrl.replace(/\/+$/, '')}/certificates/${id}`;

/** Where a student stands against a course's rules. */
export async function evaluate(repo: Repo, studentId: number, courseId: number, rules?: RulesRow) {
  const rule = rules ?? (await repo.rules(courseId));
  const counts = await repo.classCounts(studentId, courseId);
  let finalQuiz: CertificateProgress['final_quiz'] = null;
  if (rule.finalQuizClassId !== null && rule.finalQuizPassMark !== null) {
    const best = await repo.bestAttempt(studentId, rule.finalQuizClassId);
    finalQuiz = {
      class_id: rule.finalQuizClassId,
      pass_mark: rule.finalQuizPassMark,
      best_percent: best && best.max > 0 ? Math.floor((best.score * 100) / best.max) : null,
      passed: best !== null && passes(best.score, best.max, rule.finalQuizPassMark),
    };
  }
  const classesMet = !rule.requireAllClasses || (counts.total > 0 && counts.completed >= counts.total);
  // Rules that ask for nothing certify nothing (the back office refuses to save them anyway).
  const asksSomething = rule.requireAllClasses || finalQuiz !== null;
  return { rule, counts, finalQuiz, eligible: asksSomething && classesMet && (finalQuiz?.passed ?? true) };
}

/**
 * Issues the student's certificate for the course if they now meet its rules, on the caller's
 * transaction (whatever just completed a class or submitted a quiz). Returns the new certificate,
 * or null when not eligible or already issued (valid or revoked).
 */
export async function issueIfEligible(tx: Db, studentId: number, courseId: number): Promise<CertificateRow | null> {
  const repo = certificatesRepository(tx);
  await repo.lockPair(studentId, courseId);
  if (!(await evaluate(repo, studentId, courseId)).eligible) return null;
  const recipient = await repo.recipient(studentId, courseId);
  if (!recipient) return null;
  const issued = await repo.insertIfAbsent({ id: newCertificateId(), studentId, courseId, studentName: recipient.name, courseTitle: recipient.courseTitle });
  if (issued) await outboxRepository(tx).enqueue(certificateMail(recipient.email, issued));
  return issued;
}

export const certificateMail = (email: string, certificate: CertificateRow) =>
  templatedMail(email, 'certificate', {
    name: certificate.studentName,
    courseTitle: certificate.courseTitle,
    certificateId: certificate.id,
    number: certificate.number,
  });

export function publicView(row: CertificateRow, siteUrl: string): PublicCertificate {
  return {
    id: row.id,
    number: row.number,
    name: row.studentName,
    course_title: row.courseTitle,
    issued_at: row.issuedAt.toISOString(),
    status: row.revokedAt ? 'revoked' : 'valid',
    revoked_at: row.revokedAt?.toISOString() ?? null,
    verify_url: verifyUrlOf(siteUrl, row.id),
  };
}

export const pdfFilename = (row: CertificateRow) => `certificate-${row.number}.pdf`;

export function certificatesService(app: { db: Db; config: Config }) {
  const repo = certificatesRepository(app.db);
  const settings = siteSettings(app);
  const siteUrl = app.config.PUBLIC_SITE_URL;

  /** A well-formed id of an existing certificate; anything else is the same 404. */
  async function find(id: string): Promise<CertificateRow> {
    const row = CERTIFICATE_ID_PATTERN.test(id) ? await repo.find(id) : undefined;
    if (!row) throw new DomainError('not_found', CERTIFICATE_MESSAGES.notFound);
    return row;
  }

  return {
    find,

    async verify(id: string): Promise<PublicCertificate> {
      return publicView(await find(id), siteUrl);
    },

    async mine(studentId: number): Promise<MyCertificate[]> {
      return (await repo.forStudent(studentId)).map((row) => ({ ...publicView(row, siteUrl), course_id: row.courseId }));
    },

    async progress(studentId: number): Promise<CertificateProgress[]> {
      const [enrolments, issued] = await Promise.all([enrolmentsRepository(app.db).listWithProgress(studentId), repo.forStudent(studentId)]);
      const byCourse = new Map(issued.map((row) => [row.courseId, row.id]));
      return Promise.all(
        enrolments.map(async (enrolment) => {
          const { rule, counts, finalQuiz, eligible } = await evaluate(repo, studentId, enrolment.course_id);
          return {
            course_id: enrolment.course_id,
            course_title: enrolment.course_title,
            require_all_classes: rule.requireAllClasses,
            classes_completed: counts.completed,
            classes_total: counts.total,
            final_quiz: finalQuiz,
            eligible,
            certificate_id: byCourse.get(enrolment.course_id) ?? null,
          };
        }),
      );
    },

    /**
     * The PDF, stored at its first download and read from the database after (as receipts,
     * decision 121). With `studentId`, only that student's, and not once revoked; someone else's
     * answers exactly like a missing one.
     */
    async pdf(id: string, studentId?: number): Promise<{ filename: string; pdf: Buffer }> {
      const row = await find(id);
      if (studentId !== undefined) {
        if (row.studentId !== studentId) throw new DomainError('not_found', CERTIFICATE_MESSAGES.notFound);
        if (row.revokedAt) throw new DomainError('gone', CERTIFICATE_MESSAGES.revoked);
      }
      const stored = await repo.storedPdf(row.id);
      if (stored) return { filename: pdfFilename(row), pdf: stored };
      const brand = brandFrom(await settings.current(), siteUrl);
      const pdf = await renderCertificatePdf(
        { number: row.number, studentName: row.studentName, courseTitle: row.courseTitle, issuedAt: row.issuedAt, verifyUrl: verifyUrlOf(siteUrl, row.id) },
        brand,
      );
      await repo.storePdf(row.id, pdf);
      return { filename: pdfFilename(row), pdf };
    },
  };
}

export type CertificatesService = ReturnType<typeof certificatesService>;
