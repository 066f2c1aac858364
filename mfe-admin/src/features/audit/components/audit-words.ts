// A history entry in staff words: "Meera edited the course", not "course.update",
// and the fields that changed rather than two JSON documents.
import { formatPrice } from 'mfe-shared';
import type { AuditEntry } from 'mfe-shared/contracts/admin';

const ACTIONS: Readonly<Record<string, string>> = {
  'course.create': 'created the course',
  'course.update': 'edited the course',
  'course.outline': 'changed the sections and classes',
  'course.publish': 'published the course',
  'course.unpublish': 'unpublished the course',
  'course.archive': 'archived the course',
  'course.restore': 'restored the course',
  'course.delete': 'deleted the course',
  'course.resource_add': 'attached a file to a class',
  'course.resource_remove': 'removed a file from a class',
  'course.quiz_create': 'created a quiz',
  'course.quiz_update': 'edited a quiz',
  'course.quiz_image_add': 'uploaded a quiz image',
  'course.completion_rules': 'changed the certificate rules',
  'coupon.create': 'created the coupon',
  'coupon.update': 'edited the coupon',
  'lead.update': 'updated the lead',
  'enrolment.grant': 'gave the student a course',
  'enrolment.revoke': 'took a course away from the student',
  'settings.update': 'changed the site settings',
  'certificate.revoke': 'revoked the certificate',
  'certificate.resend': 'sent the certificate e-mail again',
  'outbox.retry_parked': 'sent the unsent e-mails again',
  'order.refund': 'refunded the order',
  'order.offline_payment': 'recorded an offline payment',
  'order.export': 'exported the orders',
  'invoice.export': 'exported the invoices',
  'invoice.export_gstr1': 'exported GSTR-1',
  'student.export': 'exported the students',
  'lead.contact': 'contacted the lead',
  'lead.export': 'exported the leads',
  'course.trainer_assign': 'assigned a trainer',
  'course.trainer_unassign': 'removed a trainer',
  'course_review.publish': 'published the review',
  'course_review.hide': 'hid the review',
  'trainer_profile.update': 'edited the trainer profile',
  'trainer_profile.photo': 'changed the trainer photo',
  'booking.cancel': 'cancelled the booking',
  'booking.feedback': 'wrote the interview feedback',
  'consultant.availability_update': 'changed the weekly availability',
  'company.create': 'created the company',
  'company.update': 'edited the company',
  'company.admin_add': 'added an HR contact',
  'company.admin_remove': 'removed an HR contact',
  'company.pool_grant': 'granted seats',
  'company.pool_update': 'changed the seats',
  'company.learner_add': 'added a learner',
  'company.learner_remove': 'removed a learner',
  'company.export': 'exported the learners',
  'company.order_raise': 'raised an order of seats',
  'company.order_cancel': 'cancelled an open order of seats',
  'company.order_paid': 'added the paid order’s seats to the pool',
  'company.pool_refund': 'took refunded seats back from the pool',
};

/** What the entry's actor did, in words; an action this list does not know yet is shown as recorded. */
export function describeAction(action: string): string {
  return ACTIONS[action] ?? `made a change (${action})`;
}

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** Amounts are stored in paise (SPEC §3); staff read rupees. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['price', 'amount', 'list_price', 'discount_amount']);

const shown = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (MONEY_FIELDS.has(key) && typeof value === 'number') return formatPrice(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields whose value differs between before and after, named in words ("course title"). */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = isRecord(entry.before) ? entry.before : {};
  const after = isRecord(entry.after) ? entry.after : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => key !== 'version' && key !== 'updated_at');
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ field: key.replaceAll('_', ' '), before: shown(key, before[key]), after: shown(key, after[key]) }));
}
