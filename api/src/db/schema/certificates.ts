// Course certificates (decision 135): each course's completion rules, the certificates issued
// under them, and each certificate's PDF, rendered once and kept (as receipts are, decision 121).
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgSequence, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students, users } from './accounts';
import { classes, courses } from './catalogue';
import { createdAt, parentId, updatedAt, version } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** A course without a row here has the default rule: every class complete, no final quiz. */
export const completionRules = pgTable(
  'completion_rules',
  {
    courseId: parentId('course_id', () => courses.id).primaryKey(),
    requireAllClasses: boolean('require_all_classes').notNull().default(true),
    finalQuizClassId: integer('final_quiz_class_id').references(() => classes.id, { onDelete: 'set null' }),
    finalQuizPassMark: smallint('final_quiz_pass_mark'),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [check('completion_rules_pass_mark_range', sql`${t.finalQuizPassMark} is null or ${t.finalQuizPassMark} between 0 and 100`)],
);

/** The human-readable numbers' counter: unique, not gap-free (a lost race or a rollback skips one). */
export const certificateNumbers = pgSequence('certificate_numbers');

export const certificates = pgTable(
  'certificates',
  {
    /** 128 random bits, base64url: the verification link's only key, so it cannot be guessed. */
    id: text('id').primaryKey(),
    /** SAPA-CERT-<year in India>-<counter, 6 digits>. */
    number: text('number').notNull().unique('certificates_number_key'),
    studentId: parentId('student_id', () => students.id),
    courseId: parentId('course_id', () => courses.id),
    /** The name and title as printed when issued: a later rename does not change a certificate. */
    studentName: text('student_name').notNull(),
    courseTitle: text('course_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One certificate per student and course, ever: what makes issuance idempotent under races,
    // and why a revoked certificate is not re-issued by the next completion event.
    uniqueIndex('certificates_student_course_key').on(t.studentId, t.courseId),
    index('certificates_course_idx').on(t.courseId),
    check('certificates_revocation', sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
  ],
);

export const certificateFiles = pgTable('certificate_files', {
  certificateId: text('certificate_id')
    .primaryKey()
    .references(() => certificates.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});
