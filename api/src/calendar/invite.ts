// Calendar invites (.ics, RFC 5545) for live sessions, events and bookings (decision 139). Times are
// stored as UTC instants and written as India wall-clock times with TZID=Asia/Kolkata and its
// VTIMEZONE, so a student's calendar shows 7:00 pm whatever the server's own zone is. Luxon carries
// the zone into ical-generator: given a plain Date it would print the process's local clock.
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { MailAttachment } from '../mail/render-mail';
import { INDIA_TIME_ZONE, type Invite, type InviteMethod } from './calendar-entry';

const METHODS: Record<InviteMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

const inIndia = (iso: string) => DateTime.fromISO(iso, { setZone: true }).setZone(INDIA_TIME_ZONE);

/** The invite as .ics text. `stamp` (DTSTAMP, when it was written) defaults to now. */
export function renderInvite(invite: Invite, stamp: Date = new Date()): string {
  const calendar = ical({ name: invite.name, method: METHODS[invite.method], prodId: { company: 'SAP Academy', product: 'live-training', language: 'EN' } });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const entry of invite.entries) {
    calendar.createEvent({
      id: entry.uid,
      sequence: entry.sequence,
      stamp,
      start: inIndia(entry.start),
      end: inIndia(entry.end),
      timezone: INDIA_TIME_ZONE,
      summary: entry.summary,
      description: entry.description ?? null,
      url: entry.url ?? null,
      location: entry.location ?? entry.url ?? null,
      organizer: invite.organizer ?? null,
      // A CANCEL message cancels whatever it lists, whatever each entry says.
      status: entry.cancelled || invite.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

/** The invite as a mail attachment: calendar apps offer Accept/Decline on `method=…` (RFC 6047). */
export function inviteAttachment(invite: Invite, stamp?: Date): MailAttachment {
  return {
    filename: invite.method === 'CANCEL' ? 'cancelled.ics' : 'invite.ics',
    content: Buffer.from(renderInvite(invite, stamp), 'utf8'),
    contentType: `text/calendar; charset=utf-8; method=${invite.method}`,
  };
}
