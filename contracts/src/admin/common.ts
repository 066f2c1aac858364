// Shapes every back-office call shares: staff roles, paging, optimistic concurrency
// and the audit trail. Admin routes live under /admin and need a staff token (ENTITY_READERS says which role reads what).
import { z } from 'zod';
import { INT4_MAX } from '../fields.ts';

export const ROLES = ['student', 'trainer', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/**
 * Who may open the back office at all: trainers review the submissions of their courses (decision
 * 133), editors run the catalogue, admins everything.
 */
export const STAFF_ROLES = ['trainer', 'editor', 'admin'] as const satisfies readonly Role[];
export const roleSchema = z.enum(ROLES);

export const ADMIN_MESSAGES = {
  forbidden: 'This area is for staff only.',
  /** 409 on a stale edit: the record's version moved on since the form loaded it. */
  staleVersion: 'Someone else changed this record after you opened it. Reload it to see their changes, then make yours again.',
  archiveInstead: 'Students are enrolled in this course, so it cannot be deleted. Archive it instead.',
  slugTaken: 'Another course already uses this slug.',
  codeTaken: 'Another coupon already uses this code.',
  notFound: 'Not found.',
} as const;

/**
 * PostgreSQL `integer` (int4) holds every id and version: a larger number sent by a client would
 * reach the database and fail there (a 500), so each is bounded here.
 */
export const ID_MESSAGE = `Must be a whole number from 1 to ${INT4_MAX}.`;
export const idSchema = z.number({ error: ID_MESSAGE }).int({ error: ID_MESSAGE }).min(1, { error: ID_MESSAGE }).max(INT4_MAX, { error: ID_MESSAGE });
/** An id in a query string (`?course_id=3`). */
export const idQuerySchema = z.coerce
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .min(1, { error: ID_MESSAGE })
  .max(INT4_MAX, { error: ID_MESSAGE });
export const timestampSchema = z.string(); // ISO 8601, UTC

/** Optimistic concurrency: every editable record carries `version`; an update sends the version
 * it was based on and gets 409 (ADMIN_MESSAGES.staleVersion) if the record has moved on. */
const VERSION_MESSAGE = `Version must be a whole number from 0 to ${INT4_MAX}; reload the record.`;
export const versionSchema = z
  .number({ error: VERSION_MESSAGE })
  .int({ error: VERSION_MESSAGE })
  .min(0, { error: VERSION_MESSAGE })
  .max(INT4_MAX, { error: VERSION_MESSAGE });

/**
 * Dates staff type into filters and coupon windows. The business started after 2000 and nothing is
 * planned past 2100; outside that, a date is a typo (0001-01-01, 9999-12-31), and the extremes
 * overflow the India-day arithmetic of the filters (a day past 9999-12-31 is no date at all).
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2100-12-31';
const DATE_RANGE_MESSAGE = `Use a date from ${DATE_MIN} to ${DATE_MAX}.`;
const inDateRange = (value: string) => value.slice(0, 10) >= DATE_MIN && value.slice(0, 10) <= DATE_MAX;
/** A calendar day, YYYY-MM-DD, in DATE_MIN..DATE_MAX. */
export const daySchema = z.iso.date({ error: 'Use YYYY-MM-DD.' }).refine(inDateRange, { error: DATE_RANGE_MESSAGE });
/** A moment with its offset, on a day in DATE_MIN..DATE_MAX (the UTC day; the range has slack either side). */
export const dateTimeSchema = (error: string) => z.iso.datetime({ offset: true, error }).refine(inDateRange, { error: DATE_RANGE_MESSAGE });

/** Page numbers: far beyond any list, and the offset stays an exact integer. */
export const PAGE_MAX = 100_000;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Query of every list: 1-based page, a page size, a sort column with direction, free text. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  /** `column` ascending or `-column` descending; each list names the columns it sorts by. */
  sort: z.string().max(40).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), total: z.number().int().nonnegative(), page: z.number().int().min(1), page_size: z.number().int().min(1) });

export const staffUserSchema = z.object({ id: idSchema, name: z.string(), email: z.string(), role: roleSchema });
export type StaffUser = z.infer<typeof staffUserSchema>;

/** The entities with a history; each is read by ENTITY_READERS (access.ts). */
/** Every kind of record the API audits: recordAudit takes only these, so no change is written that the trail cannot show. */
export const AUDIT_ENTITIES = [
  'course',
  'coupon',
  'lead',
  'enrolment',
  'student',
  'order',
  'settings',
  'outbox',
  'staff',
  'certificate',
  'submission',
  'event',
  'batch',
  'booking',
  'consultant',
  'release',
  'course_review',
  'trainer_profile',
  'company',
  'practice_server',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const auditEntrySchema = z.object({
  id: idSchema,
  actor: z.object({ id: idSchema, name: z.string(), email: z.string() }).nullable(), // null: a CLI or system change
  // e.g. course.create, course.update, course.outline, coupon.update, lead.update, lead.export,
  // enrolment.grant, staff.create, staff.role, staff.sign_in
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string(), // 'settings' has no numeric id
  /** What changed: the changed fields' old values (null for a creation); personal fields masked for non-admins. */
  before: z.unknown().nullable(),
  /** The changed fields' new values (null for a removal). */
  after: z.unknown().nullable(),
  created_at: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
/**
 * GET /admin/audit?entity=course&entity_id=3 — newest first, the record's whole history.
 * Without entity_id: that entity's recent changes; without entity: the recent changes of every
 * entity the caller may read (ENTITY_READERS).
 */
export const AUDIT_LIST_LIMIT = 500;
export const auditQuerySchema = z
  .object({ entity: z.enum(AUDIT_ENTITIES).optional(), entity_id: z.string().trim().min(1).max(40).optional() })
  .refine((q) => q.entity !== undefined || q.entity_id === undefined, { error: 'entity_id needs an entity.', path: ['entity_id'] });
export const auditListResponseSchema = z.object({ results: z.array(auditEntrySchema) });
