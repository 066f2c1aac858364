// Back-office lead inbox: status, notes, filters, CSV export; and the mail
// outbox's parked count with a retry (decision 105).
import { z } from 'zod';
import { STORED_LEAD_TYPES } from '../leads.ts';
import { multiLine } from '../text.ts';
import { daySchema, idSchema, pageOf, timestampSchema, versionSchema } from './common.ts';
import { LINES_OF_BUSINESS, leadContactSchema, leadStudentSchema, relatedLeadSchema } from './lead-pipeline.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const adminLeadSchema = z.object({
  id: idSchema,
  type: z.string(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  page: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  utm_term: z.string().nullable(),
  utm_content: z.string().nullable(),
  /** The pipeline (decision 145): who works the lead, when next (an India day), and which business it is for. */
  owner_id: idSchema.nullable(),
  owner_name: z.string().nullable(),
  next_action_on: z.string().nullable(),
  line_of_business: z.enum(LINES_OF_BUSINESS),
  version: versionSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

/** GET /admin/leads/{id}: the lead, the other leads with its e-mail or mobile, its student account, and its contacts, newest first. */
export const adminLeadDetailSchema = adminLeadSchema.extend({
  related: z.array(relatedLeadSchema),
  student: leadStudentSchema.nullable(),
  contacts: z.array(leadContactSchema),
});
export type AdminLeadDetail = z.infer<typeof adminLeadDetailSchema>;

const day = daySchema;

/** GET /admin/leads and GET /admin/leads.csv: the same filters. Dates are India days (Asia/Kolkata), inclusive. */
export const adminLeadFilterSchema = z.object({
  type: z.enum(STORED_LEAD_TYPES).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
  utm_source: z.string().trim().max(200).optional(),
  line_of_business: z.enum(LINES_OF_BUSINESS).optional(),
  /** `today`: open leads whose next action is today or overdue, in India time (decision 145). */
  due: z.enum(['today'], { error: 'due must be today.' }).optional(),
});
export type AdminLeadFilter = z.infer<typeof adminLeadFilterSchema>;
export const adminLeadListResponseSchema = pageOf(adminLeadSchema);

/** PATCH /admin/leads/{id} */
export const leadUpdateSchema = z.object({
  version: versionSchema,
  status: z.enum(LEAD_STATUSES, { error: `Status must be one of ${LEAD_STATUSES.join(', ')}.` }).optional(),
  notes: multiLine().max(10_000, { error: 'Notes must be at most 10000 characters.' }).optional(),
  owner_id: idSchema.nullable().optional(),
  next_action_on: daySchema.nullable().optional(),
  line_of_business: z.enum(LINES_OF_BUSINESS, { error: `Line of business must be one of ${LINES_OF_BUSINESS.join(', ')}.` }).optional(),
});
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** The CSV's columns, in order (GET /admin/leads.csv). */
export const LEAD_CSV_COLUMNS = [
  'id',
  'created_at',
  'type',
  'status',
  'name',
  'email',
  'mobile',
  'subject',
  'message',
  'page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'notes',
  'line_of_business',
  'owner_name',
  'next_action_on',
] as const;

/** GET /admin/outbox: the mail queue at a glance. */
export const outboxSummarySchema = z.object({
  pending: z.number().int().nonnegative(),
  parked: z.number().int().nonnegative(),
  /** The newest parked message's last error, so staff can tell "SMTP down" from "bad address". */
  last_error: z.string().nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;
/** POST /admin/outbox/retry-parked */
export const outboxRetryResponseSchema = z.object({ retried: z.number().int().nonnegative() });
