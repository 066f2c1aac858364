// Live batches' invites and reminders (decision 136 on decision 139's pieces), end to end through
// the outbox and the fake mailer. Invites are parsed back with node-ical: every session's UID is
// stable across updates, its SEQUENCE goes up on each move or cancellation, times are India's.
// Reminders run at injected instants: each is sent exactly once (also when two scans race), none
// for a cancelled session, none after the member is removed, and a fresh one when a session moves.
import ical from 'node-ical';
import { adminApi, lmsApi } from '@sap-academy/contracts/paths';
import type { AdminBatchDetail } from '@sap-academy/contracts/admin';
import type { MailMessage } from '../../../src/plugins/app/mailer';
import { useTestApp } from '../../helpers/app';
import { courseStudent, createBatch, joinBatch } from '../../helpers/batches';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const inviteOf = (mail: MailMessage) => {
  const attachment = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!attachment) throw new Error(`no invite attached to "${mail.subject}"`);
  const text = attachment.content.toString('utf8');
  const events = Object.values(ical.sync.parseICS(text)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
  return { text, contentType: attachment.contentType, events };
};

describe.each(DRIVERS)('batch invites and reminders on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let admin: StudentSession;
  let batch: AdminBatchDetail;
  let host: string;

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [1], title: 'SAP MM' });
    admin = await signUpAs(t.app, t.db, 'admin');
    batch = await createBatch(t.app, admin, course.id, { seat_limit: 2 });
    host = new URL(t.config.PUBLIC_SITE_URL).host;
  });

  const sent = async () => {
    await t.app.outbox.drain();
    const mails = [...t.mailer.sent];
    t.mailer.sent = [];
    return mails;
  };
  const to = (mails: MailMessage[], who: StudentSession) => mails.filter((m) => m.to === who.email);

  it('a seat taken sends the invite at once: every session, stable UIDs, SEQUENCE 0, India time; the waitlisted get none', async () => {
    const [a, b, c] = [
      await courseStudent(t.app, t.db, course.id, 'A'),
      await courseStudent(t.app, t.db, course.id, 'B'),
      await courseStudent(t.app, t.db, course.id, 'C'),
    ];
    for (const s of [a, b, c]) await joinBatch(t.app, s, batch.id);
    // Signing up sent welcomes too: the invites are the mails with a calendar attached.
    const mails = (await sent()).filter((m) => m.attachments?.some((x) => x.contentType.startsWith('text/calendar')));
    expect(mails.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
    const invite = inviteOf(to(mails, a)[0]!);
    expect(invite.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(invite.text).toContain('METHOD:REQUEST');
    expect(invite.text).toContain('DTSTART;TZID=Asia/Kolkata:20300107T190000');
    expect(invite.events.map((e) => e.uid)).toEqual(batch.sessions.map((s) => `batch-session-${s.id}@${host}`));
    expect(invite.events.map((e) => e.start.toISOString())).toEqual(batch.sessions.map((s) => s.starts_at));
    expect(invite.events.every((e) => String(e.sequence) === '0' && e.status === 'CONFIRMED')).toBe(true);
    expect(invite.text).toContain('meet.google.com/abc-defg-hij');
    // C is promoted once staff raise the seat limit: the invite follows the seat.
    await t.app.inject({
      method: 'PUT',
      url: adminApi.batch(batch.id),
      headers: admin.auth,
      payload: { ...batchPayload(course.id), seat_limit: 3, version: 0, status: 'open' },
    });
    await t.app.inject({ method: 'POST', url: adminApi.batchMemberPromote(batch.id, c.studentId), headers: admin.auth, payload: {} });
    expect((await sent()).map((m) => m.to)).toEqual([c.email]);
  });

  it('a moved session and then a cancelled one re-send the invite to every member: same UID, SEQUENCE 1 then 2', async () => {
    const [a, b] = [await courseStudent(t.app, t.db, course.id, 'A'), await courseStudent(t.app, t.db, course.id, 'B')];
    await joinBatch(t.app, a, batch.id);
    await joinBatch(t.app, b, batch.id);
    await sent();
    const session = batch.sessions[2]!;
    const uid = `batch-session-${session.id}@${host}`;
    await t.app.inject({
      method: 'PUT',
      url: adminApi.batchSession(batch.id, session.id),
      headers: admin.auth,
      payload: { starts_at: '2030-01-12T10:00:00+05:30', ends_at: '2030-01-12T12:00:00+05:30' },
    });
    const moved = await sent();
    expect(moved.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
    const update = inviteOf(moved[0]!).events.find((e) => e.uid === uid)!;
    expect(String(update.sequence)).toBe('1');
    expect(update.start.toISOString()).toBe('2030-01-12T04:30:00.000Z');
    expect(inviteOf(moved[0]!).text).toContain('DTSTART;TZID=Asia/Kolkata:20300112T100000');

    await t.app.inject({ method: 'POST', url: adminApi.batchSessionCancel(batch.id, session.id), headers: admin.auth, payload: {} });
    const cancelled = inviteOf((await sent())[0]!).events.find((e) => e.uid === uid)!;
    expect(String(cancelled.sequence)).toBe('2');
    expect(cancelled.status).toBe('CANCELLED');
  });

  it('an hour before each session: one reminder per member, once, even when scans race; none for a cancelled session or a removed member', async () => {
    const [a, b] = [await courseStudent(t.app, t.db, course.id, 'A'), await courseStudent(t.app, t.db, course.id, 'B')];
    await joinBatch(t.app, a, batch.id);
    await joinBatch(t.app, b, batch.id);
    await sent();
    const [first, second, third] = batch.sessions.map((s) => new Date(s.starts_at).getTime());

    // Two replicas scan at the same instant, 50 minutes before the first session.
    const [x, y] = await Promise.all([t.app.reminders.run(new Date(first! - 50 * MINUTE)), t.app.reminders.run(new Date(first! - 50 * MINUTE))]);
    expect(x['batch-session-reminders']! + y['batch-session-reminders']!).toBe(2);
    expect((await t.app.reminders.run(new Date(first! - 10 * MINUTE)))['batch-session-reminders']).toBe(0);
    const reminders = (await sent()).filter((m) => /starts in an hour/.test(m.subject));
    expect(reminders.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());

    // Too early for the second session: nothing yet.
    expect((await t.app.reminders.run(new Date(second! - 2 * HOUR)))['batch-session-reminders']).toBe(0);
    await t.app.inject({ method: 'POST', url: adminApi.batchSessionCancel(batch.id, batch.sessions[1]!.id), headers: admin.auth, payload: {} });
    expect((await t.app.reminders.run(new Date(second! - 30 * MINUTE)))['batch-session-reminders']).toBe(0);

    await t.app.inject({ method: 'DELETE', url: adminApi.batchMember(batch.id, b.studentId), headers: admin.auth });
    await sent();
    expect((await t.app.reminders.run(new Date(third! - 30 * MINUTE)))['batch-session-reminders']).toBe(1);
    expect((await sent()).map((m) => m.to)).toEqual([a.email]);
  });

  it('a moved session is reminded again at its new time; a day before the batch, one batch-starts mail per member', async () => {
    const a = await courseStudent(t.app, t.db, course.id, 'A');
    await joinBatch(t.app, a, batch.id);
    await sent();
    const firstStart = new Date(batch.sessions[0]!.starts_at).getTime();
    const starts = await t.app.reminders.run(new Date(firstStart - 20 * HOUR));
    expect(starts['batch-starts']).toBe(1);
    expect((await t.app.reminders.run(new Date(firstStart - 2 * HOUR)))['batch-starts']).toBe(0);
    expect((await sent()).map((m) => m.subject)).toEqual([expect.stringMatching(/batch starts tomorrow/)]);

    const session = batch.sessions[0]!;
    expect((await t.app.reminders.run(new Date(firstStart - 30 * MINUTE)))['batch-session-reminders']).toBe(1);
    // Moved two hours later: the old reminder does not count for the new time.
    const later = new Date(firstStart + 2 * HOUR);
    await t.app.inject({
      method: 'PUT',
      url: adminApi.batchSession(batch.id, session.id),
      headers: admin.auth,
      payload: { starts_at: later.toISOString(), ends_at: new Date(later.getTime() + 2 * HOUR).toISOString() },
    });
    expect((await t.app.reminders.run(new Date(later.getTime() - 30 * MINUTE)))['batch-session-reminders']).toBe(1);
    expect((await t.app.reminders.run(new Date(later.getTime() - 5 * MINUTE)))['batch-session-reminders']).toBe(0);
  });

  it('the personal calendar feed: a secret path without a session, every enrolled session, replaced by a new link', async () => {
    const a = await courseStudent(t.app, t.db, course.id, 'A');
    await joinBatch(t.app, a, batch.id);
    expect((await t.app.inject({ method: 'POST', url: lmsApi.calendarFeed(), payload: {} })).statusCode).toBe(401);
    const first = (await t.app.inject({ method: 'POST', url: lmsApi.calendarFeed(), headers: a.auth, payload: {} })).json().path as string;
    expect(first).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\/batches\.ics$/);
    const feed = await t.app.inject({ method: 'GET', url: first });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('METHOD:PUBLISH');
    const events = Object.values(ical.sync.parseICS(feed.body)).filter((c): c is ical.VEvent => c?.type === 'VEVENT');
    expect(events.map((e) => e.uid)).toEqual(batch.sessions.map((s) => `batch-session-${s.id}@${host}`));
    // A new link replaces the old one; a made-up token is 404, a malformed one 422.
    const second = (await t.app.inject({ method: 'POST', url: lmsApi.calendarFeed(), headers: a.auth, payload: {} })).json().path as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: lmsApi.calendarFeedIcs('x'.repeat(43)) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: lmsApi.calendarFeedIcs('short') })).statusCode).toBe(422);
    // Removed from the batch: the feed no longer lists its sessions.
    await t.app.inject({ method: 'DELETE', url: adminApi.batchMember(batch.id, a.studentId), headers: admin.auth });
    expect((await t.app.inject({ method: 'GET', url: second })).body).not.toContain('BEGIN:VEVENT');
  });
});

function batchPayload(courseId: number) {
  return {
    title: 'Evening batch',
    starts_on: '2030-01-07',
    ends_on: '2030-01-18',
    timetable: { weekdays: ['MO', 'WE', 'FR'], start_time: '19:00', duration_minutes: 120, excluded_dates: [] },
    seat_limit: 2,
    trainer_user_id: null,
    delivery: 'live',
    price_paise: null,
    meeting_url: 'https://meet.google.com/abc-defg-hij',
    course_id: courseId,
  };
}
