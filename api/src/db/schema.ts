// The data model of issue 3. Money is integer paise, durations are days (courses) or seconds
// (classes), as in SPEC §3. Every uniqueness rule the business depends on is a constraint here,
// so concurrent requests cannot break it whatever the application code does.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(), // stored lower-case by the repository
    passwordHash: text('password_hash'), // null for accounts created through OTP only
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const students = pgTable('students', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(), // stable key that makes the seed idempotent
    courseTitle: text('course_title').notNull(),
    description: text('description').notNull(),
    posterUrl: text('poster_url').notNull(),
    difficultyLevel: text('difficulty_level').notNull(),
    courseType: text('course_type').notNull(),
    courseDuration: integer('course_duration').notNull(), // days (§3)
    price: integer('price').notNull(), // paise (§3)
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('courses_price_nonnegative', sql`${t.price} >= 0`)],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('sections_course_position_key').on(t.courseId, t.position)],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    // Denormalised so ownership checks need one lookup: a class id alone never grants access.
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    duration: integer('duration'), // seconds, optional (§2 "duration in seconds if present")
    onlineClassType: text('online_class_type').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('classes_section_position_key').on(t.sectionId, t.position),
    index('classes_course_idx').on(t.courseId),
  ],
);

export const classFiles = pgTable(
  'class_files',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    isOriginal: boolean('is_original').notNull().default(false),
    onlineClassFileType: text('online_class_file_type').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('class_files_class_idx').on(t.classId)],
);

export const courseStudents = pgTable(
  'course_students',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lastOpenedClassId: integer('last_opened_class_id').references(() => classes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('course_students_student_course_key').on(t.studentId, t.courseId)],
);

export const classProgress = pgTable(
  'class_progress',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(), // 0 not started, 1 in progress, 2 completed (§3)
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('class_progress_student_class_key').on(t.studentId, t.classId),
    check('class_progress_status_range', sql`${t.status} between 0 and 2`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0), // paise
    discountPercent: integer('discount_percent').notNull().default(0),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }), // null: all courses
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'), // null: unlimited
    perStudentLimit: integer('per_student_limit').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_lower_key').on(sql`lower(${t.code})`),
    check('coupons_percent_range', sql`${t.discountPercent} between 0 and 100`),
    check('coupons_amount_nonnegative', sql`${t.discountAmount} >= 0`),
    check('coupons_usage_within_limit', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull().unique(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    listPrice: integer('list_price').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('created'), // created | paid | cancelled
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_student_course_idx').on(t.studentId, t.courseId),
    // At most one open order per student and course: joining twice never charges twice.
    uniqueIndex('payments_one_open_order_key')
      .on(t.studentId, t.courseId)
      .where(sql`${t.status} = 'created'`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_student_idx').on(t.couponId, t.studentId)],
);

export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(), // replay protection: a second insert conflicts
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(), // purge after this
});

export const otps = pgTable(
  'otps',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otps_email_idx').on(t.email)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile'),
  subject: text('subject'),
  message: text('message'),
  page: text('page'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmTerm: text('utm_term'),
  utmContent: text('utm_content'),
  createdAt: createdAt(),
});

/** Transactional outbox: written with the lead, delivered later by a retrying worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'), // pending | sent | dead
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
