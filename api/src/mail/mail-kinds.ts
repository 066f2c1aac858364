// The e-mails the API sends from templates, and the data each one needs. Code that
// wants a mail sent writes `templatedMail(...)` into the outbox, in the transaction that made the
// mail necessary; the outbox worker renders the HTML and text versions when it sends (and adds
// the receipt PDF), so nothing is rendered, or lost, while SMTP is down.
import type { CalendarEntry } from '../calendar/invite';

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
   * A booking is made or moved (decision 138): when, with whom, the meeting link and the .ics
   * (`invite`: UID stable per booking, SEQUENCE raised on every move). A visitor's mail carries
   * their manage link's secret as `code`, scrubbed once sent like a one-time code.
   */
  'booking-confirmed': BookingMailData & { meetingUrl: string; rescheduled: boolean; code?: string };
  /** A booking is cancelled: the .ics is a CANCEL of the same UID with the next SEQUENCE. */
  'booking-cancelled': BookingMailData;
  /** An hour before the start (a reminder scan, written once per booking and start). */
  'booking-reminder': BookingMailData & { meetingUrl: string };
}

/** What every booking mail says (decision 138); `invite` is the calendar entry, ISO strings. */
export interface BookingMailData {
  name: string;
  kind: 'mock_interview' | 'consultation';
  consultantName: string;
  invite: CalendarEntry;
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
  // Decision 138: someone waits for the meeting link, the move, the cancellation, the reminder.
  'booking-confirmed',
  'booking-cancelled',
  'booking-reminder',
];

/** An outbox row's values (`kind` is the template's name, for the back office's outbox view). */
export function templatedMail<K extends MailTemplate>(to: string, template: K, data: MailTemplateData[K]) {
  return {
    kind: template as string,
    payload: { to, template, data } satisfies TemplatedMailPayload<K>,
    priority: TRANSACTIONAL_TEMPLATES.includes(template) ? OUTBOX_PRIORITY.transactional : OUTBOX_PRIORITY.bulk,
  };
}
