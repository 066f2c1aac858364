// Course certificates (decision 135): what a student sees of their own certificates and of their
// progress towards one, and what anyone sees on the public verification page. The public shape is
// deliberately small: the name printed on the certificate, the course, the dates, the number and
// whether it still stands; no e-mail, no student id, no revocation reason.
import { z } from 'zod';

/** A certificate's public id: 128 random bits, base64url (22 characters); unguessable, so the link is the permission. */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const CERTIFICATE_MESSAGES = {
  notFound: 'Certificate not found.',
  revoked: 'This certificate has been revoked, so it can no longer be downloaded.',
  alreadyRevoked: 'This certificate is already revoked.',
  finalQuizNotInCourse: 'The final quiz must be a quiz class of this course.',
} as const;

/** The public verification page's data (GET /site/certificates/:id). Exactly these keys. */
export const publicCertificateSchema = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  course_title: z.string(),
  issued_at: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** Set when revoked; the reason stays private to staff. */
  revoked_at: z.string().nullable(),
  /** The page's own address (PUBLIC_SITE_URL/certificates/<id>): canonical link, og:url, LinkedIn's certUrl. */
  verify_url: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** One of the signed-in student's certificates (GET /lms/certificates). */
export const myCertificateSchema = publicCertificateSchema.extend({ course_id: z.number().int().positive() });
export type MyCertificate = z.infer<typeof myCertificateSchema>;
export const myCertificatesResponseSchema = z.object({ results: z.array(myCertificateSchema) });
export type MyCertificatesResponse = z.infer<typeof myCertificatesResponseSchema>;

/** Progress towards a course's certificate (GET /lms/certificates/progress), one per enrolment. */
export const certificateProgressSchema = z.object({
  course_id: z.number().int().positive(),
  course_title: z.string(),
  /** Whether every class must be complete (the default rule). */
  require_all_classes: z.boolean(),
  classes_completed: z.number().int().nonnegative(),
  classes_total: z.number().int().nonnegative(),
  /** Null when the course has no final quiz rule. */
  final_quiz: z
    .object({
      class_id: z.number().int().positive(),
      pass_mark: z.number().int().min(0).max(100),
      /** The student's best submitted score in percent (floored), null before any submission. */
      best_percent: z.number().int().min(0).max(100).nullable(),
      passed: z.boolean(),
    })
    .nullable(),
  /** Every rule is met. */
  eligible: z.boolean(),
  /** The certificate's id once issued (valid or revoked), else null. */
  certificate_id: z.string().nullable(),
});
export type CertificateProgress = z.infer<typeof certificateProgressSchema>;
export const certificateProgressResponseSchema = z.object({ results: z.array(certificateProgressSchema) });
export type CertificateProgressResponse = z.infer<typeof certificateProgressResponseSchema>;

/**
 * LinkedIn's documented "Add to profile" link for a certification
 * (https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&…): the verification page's
 * button. The issue month is 1-12, as LinkedIn expects; year and month are India's (issued_at in IST).
 */
export function linkedInAddToProfileUrl(input: { courseTitle: string; organizationName: string; issuedAt: Date; verifyUrl: string; number: string }): string {
  // India is UTC+05:30 all year (no daylight saving), so a fixed offset gives its calendar month.
  const ist = new Date(input.issuedAt.getTime() + 330 * 60_000);
  const params: Array<[string, string]> = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', input.courseTitle],
    ['organizationName', input.organizationName],
    ['issueYear', String(ist.getUTCFullYear())],
    ['issueMonth', String(ist.getUTCMonth() + 1)],
    ['certUrl', input.verifyUrl],
    ['certId', input.number],
  ];
  // encodeURIComponent, not URLSearchParams: contracts compile without the DOM's or Node's types.
  return `https://www.linkedin.com/profile/add?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
