// The data of each template, checked when the mail is rendered: a row written by an older
// version, or by hand, whose data no longer fits fails like a send failure (it backs off and is
// eventually parked for a human) instead of sending a mail with "undefined" in it.
import { z } from 'zod';
import { CERTIFICATE_ID_PATTERN } from '@sap-academy/contracts';
import { calendarEntrySchema } from '../calendar/calendar-entry';
import type { MailTemplate, MailTemplateData } from './mail-kinds';

const name = z.string().trim().min(1).max(200);
const code = z.string().regex(/^[0-9A-Za-z]{4,12}$/);
const minutes = z
  .number()
  .int()
  .positive()
  .max(24 * 60);

const eventMail = z.object({
  name,
  eventId: z.number().int().positive(),
  sequence: z.number().int().min(0),
  title: z.string().min(1).max(500),
  description: z.string().max(5000),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  joinUrl: z.url(),
});

const bookingMail = z.object({
  name,
  kind: z.enum(['mock_interview', 'consultation']),
  consultantName: name,
  invite: calendarEntrySchema,
});

export const TEMPLATE_DATA_SCHEMAS: { [K in MailTemplate]: z.ZodType<MailTemplateData[K]> } = {
  'otp-code': z.object({ code, minutes }),
  'otp-no-account': z.object({ purpose: z.enum(['login', 'reset']) }),
  'reset-code': z.object({ name, code, minutes }),
  'email-change-code': z.object({ name, code, minutes }),
  'email-changed': z.object({
    name,
    newEmail: z.email(),
    code: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    days: z.number().int().positive().max(31),
  }),
  'address-in-use': z.object({ purpose: z.enum(['sign-up', 'email-change']) }),
  welcome: z.object({ name }),
  'password-changed': z.object({ name, changedAt: z.iso.datetime({ offset: true }) }),
  receipt: z.object({ paymentId: z.number().int().positive() }),
  'company-invoice': z.object({
    companyName: z.string().trim().min(1).max(200),
    courseTitle: z.string().min(1).max(500),
    seats: z.number().int().positive(),
    paymentId: z.number().int().positive(),
  }),
  'assignment-reviewed': z.object({
    name,
    courseTitle: z.string().min(1).max(500),
    classTitle: z.string().min(1).max(500),
    decision: z.enum(['accepted', 'returned']),
    comment: z.string().max(5000),
    courseId: z.number().int().positive(),
    courseStudentId: z.number().int().positive(),
  }),
  certificate: z.object({
    name,
    courseTitle: z.string().trim().min(1).max(500),
    certificateId: z.string().regex(CERTIFICATE_ID_PATTERN),
    number: z.string().min(1).max(40),
  }),
  'event-registered': eventMail,
  'event-changed': eventMail.extend({ cancelled: z.boolean() }),
  'event-reminder': eventMail,
  'event-replay': eventMail.omit({ joinUrl: true, sequence: true }).extend({ replayUrl: z.url() }),
  'batch-invite': z.object({
    name,
    courseTitle: z.string().trim().min(1).max(500),
    batchTitle: z.string().trim().min(1).max(500),
    reason: z.enum(['enrolled', 'changed']),
    entries: z.array(calendarEntrySchema).max(1000),
  }),
  'session-reminder': z.object({
    name,
    courseTitle: z.string().trim().min(1).max(500),
    batchTitle: z.string().trim().min(1).max(500),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  }),
  'batch-starts': z.object({
    name,
    courseTitle: z.string().trim().min(1).max(500),
    batchTitle: z.string().trim().min(1).max(500),
    startsAt: z.iso.datetime({ offset: true }),
  }),
  'booking-confirmed': bookingMail.extend({
    meetingUrl: z.url(),
    rescheduled: z.boolean(),
    code: z
      .string()
      .regex(/^[A-Za-z0-9_-]{32}$/)
      .optional(),
  }),
  'booking-cancelled': bookingMail,
  'booking-reminder': bookingMail.extend({ meetingUrl: z.url() }),
  'checkout-reminder': z.object({ name, courseTitle: z.string().min(1).max(500), courseSlug: z.string().min(1).max(200), unsubscribeUrl: z.url() }),
  'server-access-ready': z.object({ name, host: z.string().trim().min(1).max(255), expiresAt: z.iso.datetime({ offset: true }) }),
  'server-access-expiring': z.object({
    name,
    host: z.string().trim().min(1).max(255),
    expiresAt: z.iso.datetime({ offset: true }),
    daysLeft: z.number().int().min(1).max(30),
  }),
};

export const isMailTemplate = (value: unknown): value is MailTemplate => typeof value === 'string' && Object.hasOwn(TEMPLATE_DATA_SCHEMAS, value);
