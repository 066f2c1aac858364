// The booker's mails (decision 138, on decision 139's invites and reminder scans): a booking's
// confirmation carries the meeting link and an .ics whose UID stays the booking's for its whole
// life, a move raises its SEQUENCE, a cancellation is a CANCEL of the same UID; the reminder goes
// an hour before, once however often the scan runs, and again for a moved booking's new start.
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import { lmsApi, siteApi } from '@sap-academy/contracts/paths';
import { outbox } from '../../../src/db/schema';
import type { MailMessage } from '../../../src/plugins/app/mailer';
import { useTestApp } from '../../helpers/app';
import { bookMock, consultant, consultationBody, freeSlots, studentWithCredits } from '../../helpers/bookings';
import { DRIVERS } from '../../helpers/database';

const HOUR = 3_600_000;

const events = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
function invite(mail: MailMessage) {
  const ics = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!ics) throw new Error(`no invite in "${mail.subject}"`);
  const text = ics.content.toString('utf8');
  return { text, method: /^METHOD:(\w+)/m.exec(text)?.[1], event: events(text)[0]! };
}

describe.each(DRIVERS)('booking mails on %s', (driver) => {
  const t = useTestApp(driver);
  /** The booking mails sent, in order (sign-up's welcome left out). */
  const sentBookingMails = () => t.mailer.sent.filter((m) => /^(Booked|Moved|Cancelled):/.test(m.subject));

  it('confirms, moves and cancels with one UID, a rising SEQUENCE and the meeting link', async () => {
    await consultant(t.app, t.db, 'Kavya Rao');
    const { student } = await studentWithCredits(t.app, t.db, 1);
    const [a, b] = (await freeSlots(t.app, 'mock_interview', 10)).filter((s) => Date.parse(s.starts_at) > t.clock.now().getTime() + 72 * HOUR);
    const booked = (await bookMock(t.app, student, a!)).json();
    await t.app.outbox.drain();
    const [confirmed] = sentBookingMails();
    expect(confirmed!.to).toBe(student.email);
    expect(confirmed!.subject).toMatch(/^Booked: your .* mock interview$/);
    expect(confirmed!.text).toContain('https://meet.example.com/consultant');
    expect(confirmed!.text).toContain('Kavya Rao');
    const first = invite(confirmed!);
    expect(first.method).toBe('REQUEST');
    expect(first.event.uid).toBe(`booking-${booked.id}@${new URL(t.config.PUBLIC_SITE_URL).host}`);
    expect(Number(first.event.sequence ?? 0)).toBe(0);
    expect(first.event.start.toISOString()).toBe(a!.starts_at);
    expect(first.text).toContain('TZID=Asia/Kolkata');

    await t.app.inject({
      method: 'POST',
      url: lmsApi.bookingReschedule(booked.id),
      headers: student.auth,
      payload: { consultant_id: b!.consultant_id, starts_at: b!.starts_at },
    });
    await t.app.inject({ method: 'POST', url: lmsApi.bookingCancel(booked.id), headers: student.auth });
    await t.app.outbox.drain();
    const [moved, cancelled] = sentBookingMails().slice(1);
    expect(moved!.subject).toMatch(/^Moved: /);
    const second = invite(moved!);
    expect([second.method, second.event.uid, Number(second.event.sequence), second.event.start.toISOString()]).toEqual([
      'REQUEST',
      first.event.uid,
      1,
      b!.starts_at,
    ]);
    expect(cancelled!.subject).toMatch(/^Cancelled: /);
    const third = invite(cancelled!);
    expect([third.method, third.event.uid, Number(third.event.sequence), third.event.status]).toEqual(['CANCEL', first.event.uid, 2, 'CANCELLED']);
  });

  it("sends a visitor the manage link's secret and scrubs it from the outbox once sent", async () => {
    await consultant(t.app, t.db);
    const [slot] = await freeSlots(t.app, 'consultation');
    await t.app.inject({ method: 'POST', url: siteApi.consultationBookings(), payload: consultationBody(slot!) });
    const [row] = await t.db.select().from(outbox).where(eq(outbox.kind, 'booking-confirmed'));
    const code = (row!.payload as { data: { code: string } }).data.code;
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await t.app.outbox.drain();
    const mail = t.mailer.sent.find((m) => m.to === 'rahul.verma@example.com' && m.subject.startsWith('Booked'))!;
    expect(mail.html).toContain(`/bookings/manage?token=${code}`);
    const [sent] = await t.db.select().from(outbox).where(eq(outbox.kind, 'booking-confirmed'));
    expect((sent!.payload as { data: Record<string, unknown> }).data.code).toBeUndefined();
  });

  it('reminds an hour before, once however often the scan runs, and again after a move', async () => {
    await consultant(t.app, t.db);
    const { student } = await studentWithCredits(t.app, t.db, 1);
    const [a, b] = (await freeSlots(t.app, 'mock_interview', 10)).filter((s) => Date.parse(s.starts_at) > t.clock.now().getTime() + 72 * HOUR);
    const booked = (await bookMock(t.app, student, a!)).json();
    const reminders = async () => t.db.select().from(outbox).where(eq(outbox.kind, 'booking-reminder'));

    expect((await t.app.reminders.run(new Date(Date.parse(a!.starts_at) - 2 * HOUR)))['booking-reminders']).toBe(0);
    expect((await t.app.reminders.run(new Date(Date.parse(a!.starts_at) - 59 * 60_000)))['booking-reminders']).toBe(1);
    expect((await t.app.reminders.run(new Date(Date.parse(a!.starts_at) - 30 * 60_000)))['booking-reminders']).toBe(0);
    expect(await reminders()).toHaveLength(1);

    await t.app.inject({
      method: 'POST',
      url: lmsApi.bookingReschedule(booked.id),
      headers: student.auth,
      payload: { consultant_id: b!.consultant_id, starts_at: b!.starts_at },
    });
    expect((await t.app.reminders.run(new Date(Date.parse(b!.starts_at) - 10 * 60_000)))['booking-reminders']).toBe(1);
    await Promise.all([1, 2, 3].map(() => t.app.reminders.run(new Date(Date.parse(b!.starts_at) - 5 * 60_000))));
    expect(await reminders()).toHaveLength(2);

    await t.app.outbox.drain();
    const reminder = t.mailer.sent.find((m) => m.subject.startsWith('In an hour'))!;
    expect(reminder.to).toBe(student.email);
    expect(reminder.text).toContain('https://meet.example.com/consultant');
  });

  it('sends no reminder for a cancelled booking', async () => {
    await consultant(t.app, t.db);
    const { student } = await studentWithCredits(t.app, t.db, 1);
    const [a] = (await freeSlots(t.app, 'mock_interview', 10)).filter((s) => Date.parse(s.starts_at) > t.clock.now().getTime() + 72 * HOUR);
    const booked = (await bookMock(t.app, student, a!)).json();
    await t.app.inject({ method: 'POST', url: lmsApi.bookingCancel(booked.id), headers: student.auth });
    expect((await t.app.reminders.run(new Date(Date.parse(a!.starts_at) - 30 * 60_000)))['booking-reminders']).toBe(0);
  });
});
