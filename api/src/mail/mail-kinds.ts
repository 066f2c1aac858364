// The e-mails the API sends from templates, and the data each one needs. Code that
// wants a mail sent writes `templatedMail(...)` into the outbox, in the transaction that made the
// mail necessary; the outbox worker renders the HTML and text versions when it sends (and adds
// the receipt PDF), so nothing is rendered, or lost, while SMTP is down.
import type { CalendarEntry } from '../calendar/calendar-entry';

export interface MailTemplateData {
  /** POST /request-otp for an account: sign-in and e-mail verification alike. */
  'otp-code': { code: string; minutes: number };
  /** A code asked for an address with no account: its owner learns of it, the caller learns nothing. */
  'otp-no-account': { purpose: 'login' | 'reset' };
  'reset-code': { name: string; code: string; minutes: number };
  /** Sent to the new address; the change waits for this code. */
  'email-change-code': { name: string; code: string; minutes: number };
  /**
   * Sent to the old address once the change is made ("if this wasn't you…"), with a single-use
   * undo link: `code` is its token, scrubbed from the outbox once sent like a code.
   */
  'email-changed': { name: string; newEmail: string; code: string; days: number };
  /**
   * Someone asked for this address, which already has an account, in a sign-up or an
   * e-mail change. The caller got the usual answer; the owner learns of it here.
   */
  'address-in-use': { purpose: 'sign-up' | 'email-change' };
  welcome: { name: string };
  /** After a reset or a change ("if this wasn't you…"). */
  'password-changed': { name: string; changedAt: string };
  /** Rendered from the order at send time, with the receipt PDF attached. */
  receipt: { paymentId: number };
  /**
   * A company order was paid (decision 154): to the company's contact, its tax invoice attached
   * (rendered at send time from the invoice row of `paymentId`) and the seats now in its pool.
   */
  'company-invoice': { companyName: string; courseTitle: string; seats: number; paymentId: number };
  /** A trainer accepted or returned a submission (decision 134); the link opens the enrolment's classes. */
  'assignment-reviewed': {
    name: string;
    courseTitle: string;
    classTitle: string;
    decision: 'accepted' | 'returned';
    comment: string;
    courseId: number;
    courseStudentId: number;
  };
  /** A certificate was issued (decision 135): its link, number and what it certifies, as printed. */
  certificate: { name: string; courseTitle: string; certificateId: string; number: string };
  /**
   * Live batches (decision 136): every session of the member's batch as an .ics invite (METHOD:
   * REQUEST; a cancelled session as CANCELLED), sent when they take a seat and again when a session
   * moves or is cancelled, each session keeping its UID and raising its SEQUENCE.
   */
  'batch-invite': { name: string; courseTitle: string; batchTitle: string; reason: 'enrolled' | 'changed'; entries: CalendarEntry[] };
  /** An hour before a session: when it starts (IST) and where to press Join. */
  'session-reminder': { name: string; courseTitle: string; batchTitle: string; startsAt: string; endsAt: string };
  /** A day before a batch's first session. */
  'batch-starts': { name: string; courseTitle: string; batchTitle: string; startsAt: string };
  /** A webinar registration (decision 137): the join link and the calendar invite (METHOD:REQUEST). */
  'event-registered': EventMailData;
  /** Staff moved or cancelled the event: the invite again with SEQUENCE + 1 (REQUEST), or a CANCEL. */
  'event-changed': EventMailData & { cancelled: boolean };
  /** An hour before the start: the join link again. */
  'event-reminder': EventMailData;
  /** After the event, to a registrant who did not attend: the replay link. */
  'event-replay': Omit<EventMailData, 'joinUrl' | 'sequence'> & { replayUrl: string };
  /**
   * A booking is made or moved (decision 138): when, with whom, the meeting link and the .ics
   * (`invite`: UID stable per booking, SEQUENCE raised on every move). A visitor's mail carries
   * their manage link's secret as `code`, scrubbed once sent like a one-time code.
   */
  'booking-confirmed': BookingMailData & { meetingUrl: string; rescheduled: boolean; code?: string };
  /** A booking is cancelled: the .ics is a CANCEL of the same UID with the next SEQUENCE. */
  'booking-cancelled': BookingMailData;
  /** An hour before the start (a reminder scan, written once per booking and start). */
  'booking-reminder': BookingMailData & { meetingUrl: string };
  /**
   * Marketing (decision 145): a checkout that expired unpaid, once per order. `unsubscribeUrl` is
   * the signed link of the recipient's account, also sent as List-Unsubscribe.
   */
  'checkout-reminder': { name: string; courseTitle: string; courseSlug: string; unsubscribeUrl: string };
  /**
   * A student who waited for a practice-server login was given one (decision 150): the host, the
   * expiry (ISO; written in India time) and where the portal reveals it. Never the password.
   */
  'server-access-ready': { name: string; host: string; expiresAt: string };
  /**
   * A reminder scan's mail 7 days and 1 day before a practice-server login ends (decision 150):
   * the host, the expiry (ISO; written in India time), how many days are left and where to renew.
   */
  'server-access-expiring': { name: string; host: string; expiresAt: string; daysLeft: number };
}

/** What every booking mail says (decision 138); `invite` is the calendar entry, ISO strings. */
export interface BookingMailData {
  name: string;
  kind: 'mock_interview' | 'consultation';
  consultantName: string;
  invite: CalendarEntry;
}

/**
 * What an event mail carries, as the event stood when the mail was queued; the invite's UID is
 * built from eventId and the site's host at send time, the same in every mail about the event.
 */
export interface EventMailData {
  name: string;
  eventId: number;
  sequence: number;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  joinUrl: string;
}

export type MailTemplate = keyof MailTemplateData;

export interface TemplatedMailPayload<K extends MailTemplate = MailTemplate> {
  to: string;
  template: K;
  data: MailTemplateData[K];
}

/** Templates whose data carries a one-time code: the worker scrubs `data.code` once sent. */
export const CODE_TEMPLATES: readonly MailTemplate[] = ['otp-code', 'reset-code', 'email-change-code', 'email-changed', 'booking-confirmed'];

/**
 * The outbox's two lanes (decision 122): a row's `priority`, claimed lowest
 * first. One FIFO made a login code wait 422 s behind 10,110 bulk mails (codes live 600 s).
 */
export const OUTBOX_PRIORITY = { transactional: 0, bulk: 1 } as const;

/**
 * Mail someone is waiting for, or must have now: codes, resets, security notices, receipts. Every
 * other template (welcome) and every untemplated row (lead notifications) is bulk, the column's
 * default, so a new kind of mail never jumps the queue by accident.
 */
export const TRANSACTIONAL_TEMPLATES: readonly MailTemplate[] = [
  'otp-code',
  'otp-no-account',
  'reset-code',
  'email-change-code',
  'email-changed',
  'password-changed',
  'receipt',
  'company-invoice',
  // Someone registered a minute ago and waits for the join link; the reminder is due within the hour.
  'event-registered',
  'event-changed',
  'event-reminder',
  // Decision 138: someone waits for the meeting link, the move, the cancellation, the reminder.
  'booking-confirmed',
  'booking-cancelled',
  'booking-reminder',
  // Decision 150: the student paid and waited; the login is theirs from now, its days already running.
  'server-access-ready',
];

/**
 * Marketing mail (decision 145): carries the unsubscribe link and List-Unsubscribe headers, and is
 * not sent to an address whose account opted out, even when it was queued before the opt-out.
 * Everything else (codes, receipts, invoices, account notices, reminders of what someone booked)
 * is mail the person needs, never suppressed.
 */
export const MARKETING_TEMPLATES: readonly MailTemplate[] = ['checkout-reminder'];

export const isMarketingPayload = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && MARKETING_TEMPLATES.includes((payload as { template?: unknown }).template as MailTemplate);

/** An outbox row's values (`kind` is the template's name, for the back office's outbox view). */
export function templatedMail<K extends MailTemplate>(to: string, template: K, data: MailTemplateData[K]) {
  return {
    kind: template as string,
    payload: { to, template, data } satisfies TemplatedMailPayload<K>,
    priority: TRANSACTIONAL_TEMPLATES.includes(template) ? OUTBOX_PRIORITY.transactional : OUTBOX_PRIORITY.bulk,
  };
}
