// Practice-server access (decision 150): the pool of credentials staff keep, and the grants that
// tie one credential to one student until it expires (or wait for one). The password is stored
// sealed (AES-256-GCM, lib/secret-box.ts); nothing else here is secret.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students } from './accounts';
import { courses } from './catalogue';
import { createdAt, parentId, updatedAt } from './columns';

export const CREDENTIAL_STATES = ['free', 'assigned', 'needs_reset'] as const;
export const GRANT_STATUSES = ['waiting', 'active', 'expired'] as const;

export const practiceServerCredentials = pgTable(
  'practice_server_credentials',
  {
    id: serial('id').primaryKey(),
    host: text('host').notNull(),
    client: text('client').notNull(),
    username: text('username').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url): never selected by a list, only by a reveal. */
    passwordSealed: text('password_sealed').notNull(),
    state: text('state').$type<(typeof CREDENTIAL_STATES)[number]>().notNull().default('free'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('practice_server_credentials_login_key').on(t.host, t.client, t.username),
    index('practice_server_credentials_state_idx').on(t.state, t.id),
    check('practice_server_credentials_state_known', sql`${t.state} in ('free', 'assigned', 'needs_reset')`),
  ],
);

export const practiceServerGrants = pgTable(
  'practice_server_grants',
  {
    id: serial('id').primaryKey(),
    studentId: parentId('student_id', () => students.id),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    credentialId: integer('credential_id').references(() => practiceServerCredentials.id, { onDelete: 'restrict' }),
    status: text('status').$type<(typeof GRANT_STATUSES)[number]>().notNull(),
    /** Days bought while waiting (the expiry counts from the assignment); the last renewal's days after. */
    days: integer('days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('practice_server_grants_one_holder')
      .on(t.credentialId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('practice_server_grants_one_open_per_student')
      .on(t.studentId)
      .where(sql`${t.status} in ('waiting', 'active')`),
    index('practice_server_grants_status_idx').on(t.status, t.expiresAt),
    check('practice_server_grants_status_known', sql`${t.status} in ('waiting', 'active', 'expired')`),
    check('practice_server_grants_days_positive', sql`${t.days} > 0`),
    check('practice_server_grants_active_shape', sql`${t.status} <> 'active' or (${t.credentialId} is not null and ${t.expiresAt} is not null)`),
  ],
);

/** The last health check of the practice server (one row): every replica writes, the latest wins. */
export const practiceServerHealth = pgTable(
  'practice_server_health',
  {
    id: integer('id').primaryKey().default(1),
    status: text('status').$type<'up' | 'down'>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('practice_server_health_one_row', sql`${t.id} = 1`), check('practice_server_health_status_known', sql`${t.status} in ('up', 'down')`)],
);
