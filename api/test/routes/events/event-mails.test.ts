// The event mails (decision 137), sent through the outbox: the confirmation with the join link and
// a calendar invite (METHOD:REQUEST, India time, a UID stable per event), an update with SEQUENCE+1
// when staff move the event and a CANCEL when they cancel it; the reminder an hour before, once
// per registration and start time at an injected instant, none for a cancelled event.
import ical from 'node-ical';
import { adminApi, siteApi } from '@sap-academy/contracts/paths';
import type { MailMessage } from '../../../src/plugins/app/mailer';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { queuedMails } from '../../helpers/mail';
import { signUpAs } from '../../helpers/staff';

const HOUR = 3_600_000;
// Whole minutes, in the future: 25 August of next year, 12:00 India time.
const START = new Date(`${new Date().getUTCFullYear() + 1}-08-25T06:30:00.000Z`);
const iso = (d: Date) => d.toISOString();
const later = (d: Date, ms: number) => new Date(d.getTime() + ms);

const parseInvite = (mail: MailMessage) => {
  const attachment = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!attachment) throw new Error(`no invite on "${mail.subject}"`);
  const text = attachment.content.toString('utf8');
  const [event] = Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
  return { text, event: event!, contentType: attachment.contentType };
};

describe.each(DRIVERS)('event mails on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: Awaited<ReturnType<typeof signUpAs>>;
  let eventId: number;
  const body = (overrides: Record<string, unknown> = {}) => ({
    slug: 'sap-careers',
    title: 'Free SAP webinar',
    description: 'Careers in SAP.',
    starts_at: iso(START),
    ends_at: iso(later(START, HOUR)),
    seat_cap: 10,
    join_url: 'https://meet.example.com/sap-careers',
    replay_url: null,
    status: 'published',
    ...overrides,
  });
  const put = async (version: number, overrides: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: adminApi.event(eventId), headers: admin.auth, payload: { ...body(overrides), version } });

  beforeEach(async () => {
    admin = await signUpAs(t.app, t.db, 'admin');
    eventId = (await t.app.inject({ method: 'POST', url: adminApi.events(), headers: admin.auth, payload: body() })).json().id;
    for (const n of [1, 2]) {
      const res = await t.app.inject({
        method: 'POST',
        url: siteApi.eventRegistrations('sap-careers'),
        payload: { name: `Person ${n}`, email: `person${n}@example.com` },
      });
      expect(res.statusCode).toBe(202);
    }
  });

  it('confirms each registration once with the join link and an invite in India time, UID stable per event', async () => {
    await t.app.outbox.drain();
    const confirmations = t.mailer.sent.filter((m) => m.subject.startsWith('You are registered'));
    expect(confirmations.map((m) => m.to).sort()).toEqual(['person1@example.com', 'person2@example.com']);
    const mail = confirmations[0]!;
    expect(mail.text).toContain('https://meet.example.com/sap-careers');
    expect(mail.text).toContain('25 August');
    expect(mail.text).toContain('12:00 pm IST');
    const { text, event, contentType } = parseInvite(mail);
    expect(contentType).toContain('method=REQUEST');
    expect(text).toContain('METHOD:REQUEST');
    expect(text).toContain(`DTSTART;TZID=Asia/Kolkata:${START.getUTCFullYear()}0825T120000`);
    expect(event.start.toISOString()).toBe(iso(START));
    expect(event.end?.toISOString()).toBe(iso(later(START, HOUR)));
    expect(event.uid).toMatch(new RegExp(`^event-${eventId}@`));
    expect(String(event.sequence)).toBe('0');
    expect(parseInvite(confirmations[1]!).event.uid).toBe(event.uid);
  });

  it('sends registrants the moved invite (same UID, SEQUENCE 1) and then a CANCEL (SEQUENCE 2)', async () => {
    await t.app.outbox.drain();
    const uid = parseInvite(t.mailer.sent.find((m) => m.subject.startsWith('You are registered'))!).event.uid;
    t.mailer.reset();
    expect((await put(0, { starts_at: iso(later(START, 2 * HOUR)), ends_at: iso(later(START, 3 * HOUR)) })).statusCode).toBe(200);
    await t.app.outbox.drain();
    const moved = t.mailer.sent.filter((m) => m.subject.startsWith('New time'));
    expect(moved).toHaveLength(2);
    const update = parseInvite(moved[0]!);
    expect([update.event.uid, String(update.event.sequence), update.event.start.toISOString()]).toEqual([uid, '1', iso(later(START, 2 * HOUR))]);
    expect(update.text).toContain('METHOD:REQUEST');
    t.mailer.reset();
    expect((await put(1, { starts_at: iso(later(START, 2 * HOUR)), ends_at: iso(later(START, 3 * HOUR)), status: 'cancelled' })).statusCode).toBe(200);
    await t.app.outbox.drain();
    const cancelled = t.mailer.sent.filter((m) => m.subject.startsWith('Cancelled'));
    expect(cancelled).toHaveLength(2);
    const cancel = parseInvite(cancelled[0]!);
    expect([cancel.event.uid, String(cancel.event.sequence), cancel.event.status]).toEqual([uid, '2', 'CANCELLED']);
    expect(cancel.text).toContain('METHOD:CANCEL');
    expect(cancel.contentType).toContain('method=CANCEL');
  });

  it('reminds each registrant once, an hour before, at an injected instant; again at a new time after a move', async () => {
    const reminders = async () => queuedMails(t.db, 'event-reminder');
    expect((await t.app.reminders.run(later(START, -2 * HOUR)))['event-reminders']).toBe(0);
    expect((await t.app.reminders.run(later(START, -59 * 60_000)))['event-reminders']).toBe(2);
    expect((await t.app.reminders.run(later(START, -30 * 60_000)))['event-reminders']).toBe(0);
    // Two replicas scanning at once write nothing more.
    await Promise.all([t.app.reminders.run(later(START, -20 * 60_000)), t.app.reminders.run(later(START, -20 * 60_000))]);
    expect((await reminders()).map((m) => m.payload.to).sort()).toEqual(['person1@example.com', 'person2@example.com']);
    await t.app.outbox.drain();
    const sent = t.mailer.sent.filter((m) => m.subject.startsWith('Starting soon'));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toContain('https://meet.example.com/sap-careers');
    // Moved a day later: the new start gets its own reminder.
    await put(0, { starts_at: iso(later(START, 24 * HOUR)), ends_at: iso(later(START, 25 * HOUR)) });
    expect((await t.app.reminders.run(later(START, 23 * HOUR + 1)))['event-reminders']).toBe(2);
    expect(await reminders()).toHaveLength(4);
  });

  it('sends no reminder for a cancelled event', async () => {
    await put(0, { status: 'cancelled' });
    expect((await t.app.reminders.run(later(START, -30 * 60_000)))['event-reminders']).toBe(0);
    expect(await queuedMails(t.db, 'event-reminder')).toHaveLength(0);
  });
});
