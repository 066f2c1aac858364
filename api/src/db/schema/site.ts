// Site settings, leads and the e-mail outbox (decision 105).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt, version } from './columns';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const leads = pgTable(
  'leads',
  {
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
    // The sales inbox: new → contacted → won | lost, with free-text notes.
    status: text('status').notNull().default('new'),
    notes: text('notes').notNull().default(''),
    // The pipeline (decision 145): who works the lead, the India day of its next action, and the
    // line of business (derived from the form and page when it arrives, editable).
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    nextActionOn: date('next_action_on', { mode: 'string' }),
    lineOfBusiness: text('line_of_business').notNull().default('other'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    check('leads_status_known', sql`${t.status} in ('new', 'contacted', 'won', 'lost')`),
    check('leads_line_of_business_known', sql`${t.lineOfBusiness} in ('training', 'erp_implementation', 'staffing', 'corporate', 'other')`),
    // Duplicates by e-mail (any case) and mobile (E.164); the due list reads open leads by day.
    index('leads_email_lower_idx').on(sql`lower(${t.email})`),
    index('leads_mobile_idx')
      .on(t.mobile)
      .where(sql`${t.mobile} IS NOT NULL`),
    index('leads_next_action_idx')
      .on(t.nextActionOn)
      .where(sql`${t.status} in ('new', 'contacted')`),
  ],
);

/** A lead's contact timeline (decision 145): a reply mailed, a WhatsApp chat opened, a call logged. */
export const leadContacts = pgTable(
  'lead_contacts',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_contacts_lead_idx').on(t.leadId, t.createdAt), check('lead_contacts_kind_known', sql`${t.kind} in ('email', 'whatsapp', 'call')`)],
);

/** Transactional outbox: written with the lead, delivered later by a retrying worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'), // pending | sent | parked (decision 105)
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** The Message-ID of every attempt of this row (decision 122): a retry is the same message. */
    messageId: uuid('message_id').notNull().defaultRandom(),
    /** OUTBOX_PRIORITY: transactional mail (0) is claimed before bulk mail (1), decision 122. */
    priority: smallint('priority').notNull().default(1),
    /** Names the reason a mail goes once (a reminder, an invite); NULL for every other mail (decision 139). */
    dedupKey: text('dedup_key'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('outbox_message_id_key').on(t.messageId),
    uniqueIndex('outbox_dedup_key_key').on(t.dedupKey),
    index('outbox_claim_idx')
      .on(t.priority, t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Named counters: `settings` is the site settings' version for optimistic concurrency;
 * `site` moves with every staff change the public pages show (courses, settings), and is the
 * version GET /site-data reports, so page servers on any machine see a change on the next request.
 */
export const revisions = pgTable('revisions', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Who changed what, when, from what to what: one row per back-office change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.id)],
);
