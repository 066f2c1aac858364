// Certificates in the back office (decision 135): a course's completion rules (whoever edits
// courses), and the issued certificates (admins: they carry students' names), searchable, with
// revocation and a resend of the student's mail.
import { z } from 'zod';
import { CERTIFICATE_STATUSES } from '../certificates.ts';
import { singleLine } from '../text.ts';
import { idQuerySchema, idSchema, listQuerySchema, pageOf, timestampSchema, versionSchema } from './common.ts';

const passMark = z
  .number({ error: 'Pass mark must be a whole number from 0 to 100.' })
  .int({ error: 'Pass mark must be a whole number from 0 to 100.' })
  .min(0, { error: 'Pass mark must be a whole number from 0 to 100.' })
  .max(100, { error: 'Pass mark must be a whole number from 0 to 100.' });

/** PUT /admin/courses/:id/completion-rules. A final quiz needs its pass mark, and the other way round. */
export const completionRulesUpdateSchema = z
  .object({
    version: versionSchema,
    require_all_classes: z.boolean({ error: 'Say whether every class must be complete.' }),
    final_quiz_class_id: idSchema.nullable(),
    final_quiz_pass_mark: passMark.nullable(),
  })
  .refine((r) => (r.final_quiz_class_id === null) === (r.final_quiz_pass_mark === null), {
    error: 'A final quiz needs a pass mark, and a pass mark needs a final quiz.',
    path: ['final_quiz_pass_mark'],
  });
export type CompletionRulesUpdate = z.infer<typeof completionRulesUpdateSchema>;

/** A course's rules; a course never configured answers the defaults with version 0. */
export const completionRulesSchema = z.object({
  course_id: idSchema,
  require_all_classes: z.boolean(),
  final_quiz_class_id: idSchema.nullable(),
  final_quiz_pass_mark: z.number().int().min(0).max(100).nullable(),
  version: z.number().int().nonnegative(),
});
export type CompletionRules = z.infer<typeof completionRulesSchema>;

export const adminCertificateSchema = z.object({
  id: z.string(),
  number: z.string(),
  student: z.object({ id: idSchema, name: z.string(), email: z.string() }),
  course: z.object({ id: idSchema, course_title: z.string() }),
  issued_at: timestampSchema,
  status: z.enum(CERTIFICATE_STATUSES),
  revoked_at: timestampSchema.nullable(),
  revoked_reason: z.string().nullable(),
  verify_url: z.string(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;

/** GET /admin/certificates: newest first; `q` matches the student's name or e-mail, the number or the course title. */
export const adminCertificateQuerySchema = listQuerySchema.extend({
  status: z.enum(CERTIFICATE_STATUSES).optional(),
  course_id: idQuerySchema.optional(),
});
export type AdminCertificateQuery = z.infer<typeof adminCertificateQuerySchema>;
export const adminCertificateListSchema = pageOf(adminCertificateSchema);
export type AdminCertificateList = z.infer<typeof adminCertificateListSchema>;

export const CERTIFICATE_REASON_MAX = 500;
export const certificateRevokeSchema = z.object({
  reason: singleLine({ error: 'Give the reason for revoking.' })
    .min(3, { error: 'Give the reason for revoking.' })
    .max(CERTIFICATE_REASON_MAX, { error: `The reason must be at most ${CERTIFICATE_REASON_MAX} characters.` }),
});
export type CertificateRevoke = z.infer<typeof certificateRevokeSchema>;
