// Accounts: users (e-mail unique case-insensitively), students, revoked tokens, OTPs.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export type OtpPurpose = 'login' | 'reset' | 'email-change';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(), // stored lower-case by the repository
    passwordHash: text('password_hash'), // null for accounts created through OTP only
    emailVerified: boolean('email_verified').notNull().default(false),
    // student | trainer | editor | admin (decision 133). Staff are made by `npm run user:create-admin -w api`,
    // never by the public register call.
    role: text('role').notNull().default('student'),
    // Every access token carries the epoch it was issued in; bumping it (password reset
    // or change, "sign out of all devices") revokes every token of the user at once (decision 102).
    sessionEpoch: integer('session_epoch').notNull().default(0),
    // An e-mail change waiting for the code sent to the new address (decision 113).
    pendingEmail: text('pending_email'),
    // Unsubscribed from marketing mail (decision 145); transactional mail is never suppressed.
    marketingOptOut: boolean('marketing_opt_out').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_known', sql`${t.role} in ('student', 'trainer', 'editor', 'admin')`),
  ],
);

export const students = pgTable('students', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
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
    // What the code may do: log in (and verify), reset the password, or confirm an e-mail change.
    purpose: text('purpose').$type<OtpPurpose>().notNull().default('login'),
    // The account the code was issued for (reset, e-mail change); a login code names only the address.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otps_email_idx').on(t.email),
    index('otps_user_idx').on(t.userId),
    check('otps_purpose_known', sql`${t.purpose} in ('login', 'reset', 'email-change')`),
  ],
);

/**
 * The undo link mailed to the old address when an e-mail change is confirmed. Only the
 * SHA-256 of its random token is kept; single use, 7 days. While one is open, its old address
 * stays reserved, so no one can register it to make the undo fail.
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_change_undos_token_key').on(t.tokenHash),
    index('email_change_undos_user_idx').on(t.userId),
    index('email_change_undos_old_email_idx').on(t.oldEmail),
  ],
);
