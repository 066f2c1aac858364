// Corporate teams (decision 149): a company, its HR contacts (company admins: a membership, so a
// student account can be HR of a company and still a learner), its seat pools per course granted by
// staff, and the learners holding a pool's seats. A learner row keeps the enrolment it created, so a
// removal revokes that one only, never an enrolment the student paid for themselves.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students, users } from './accounts';
import { batches } from './batches';
import { courses } from './catalogue';
import { createdAt, parentId, updatedAt, version } from './columns';
import { courseStudents } from './learning';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** '' when not GST-registered; otherwise valid and of `state` (the contract checks both). */
    gstin: text('gstin').notNull().default(''),
    billingAddress: text('billing_address').notNull(),
    /** GST state code, two digits. */
    state: text('state').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_name_lower_key').on(sql`lower(${t.name})`)],
);

export const companyAdmins = pgTable(
  'company_admins',
  {
    companyId: parentId('company_id', () => companies.id),
    userId: parentId('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'company_admins_pkey', columns: [t.companyId, t.userId] }), index('company_admins_user_idx').on(t.userId)],
);

export const companySeatPools = pgTable(
  'company_seat_pools',
  {
    id: serial('id').primaryKey(),
    companyId: parentId('company_id', () => companies.id),
    courseId: parentId('course_id', () => courses.id),
    /**
     * A batch of the course (decision 155), or null for the course at large. A batch pool's unused
     * seats are held in the batch: they count as taken for everyone else.
     */
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'restrict' }),
    seats: integer('seats').notNull(),
    /** Free text: an order or invoice number, a PO; '' when none. */
    purchaseReference: text('purchase_reference').notNull().default(''),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    // One pool per company and course, and one per company and batch (decision 155).
    uniqueIndex('company_seat_pools_company_course_key')
      .on(t.companyId, t.courseId)
      .where(sql`${t.batchId} is null`),
    uniqueIndex('company_seat_pools_company_batch_key')
      .on(t.companyId, t.batchId)
      .where(sql`${t.batchId} is not null`),
    index('company_seat_pools_batch_idx')
      .on(t.batchId)
      .where(sql`${t.batchId} is not null`),
    check('company_seat_pools_seats', sql`${t.seats} >= 0`),
  ],
);

export const companyLearners = pgTable(
  'company_learners',
  {
    id: serial('id').primaryKey(),
    poolId: parentId('pool_id', () => companySeatPools.id),
    studentId: parentId('student_id', () => students.id),
    /** The enrolment this seat created; null once removed (or revoked by staff). */
    courseStudentId: integer('course_student_id').references(() => courseStudents.id, { onDelete: 'set null' }),
    /** active, or removed after starting: a spent seat that still counts as used. */
    status: text('status').notNull().default('active'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_learners_pool_student_key').on(t.poolId, t.studentId),
    index('company_learners_student_idx').on(t.studentId),
    check('company_learners_status', sql`${t.status} in ('active', 'removed')`),
    check('company_learners_removed', sql`(${t.status} = 'removed') = (${t.removedAt} is not null)`),
  ],
);
