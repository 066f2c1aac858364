// Events (decision 137): the public list never shows the join link, registering takes a seat, writes
// a webinar lead and queues one confirmation; the same e-mail again changes nothing; a full event
// says so. Staff create, move and cancel events (registrants told, SEQUENCE bumped), mark
// attendance by hand or from a list, and send the replay to no-shows once.
import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@sap-academy/contracts';
import { ADMIN_MESSAGES, EVENT_ADMIN_MESSAGES } from '@sap-academy/contracts/admin';
import { adminApi, siteApi } from '@sap-academy/contracts/paths';
import { auditLog, eventRegistrations, events, leads } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { signUp } from '../../helpers/fixtures';
import { queuedMails } from '../../helpers/mail';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

// Fixed once, so an edit that sends the same times is no move.
const STARTS = inHours(48);
const ENDS = inHours(49);

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  slug: 'sap-careers',
  title: 'Free SAP webinar: careers in SAP MM',
  description: 'Limited seats.',
  starts_at: STARTS,
  ends_at: ENDS,
  seat_cap: 2,
  join_url: 'https://meet.example.com/sap-careers',
  replay_url: null,
  status: 'published',
  ...overrides,
});

const person = (n: number, overrides: Record<string, unknown> = {}) => ({
  name: `Person ${n}`,
  email: `person${n}@example.com`,
  page: '/events',
  ...overrides,
});

describe.each(DRIVERS)('events on %s', (driver) => {
  const t = useTestApp(driver, { SALES_EMAIL: 'sales@example.com' });
  let admin: Awaited<ReturnType<typeof signUpAs>>;
  beforeEach(async () => {
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  const create = (overrides: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: adminApi.events(), headers: admin.auth, payload: eventBody(overrides) });
  const register = (slug: string, payload: object) => t.app.inject({ method: 'POST', url: siteApi.eventRegistrations(slug), payload });
  const upcoming = async () => (await t.app.inject({ method: 'GET', url: siteApi.events() })).json().results;

  it('lists upcoming published events with seats left and never the join link', async () => {
    expect((await create()).statusCode).toBe(201);
    await create({ slug: 'draft-one', status: 'draft' });
    await create({ slug: 'later', starts_at: inHours(72), ends_at: inHours(73) });
    const list = await upcoming();
    expect(list.map((e: { slug: string }) => e.slug)).toEqual(['sap-careers', 'later']);
    expect(list[0]).toEqual({
      slug: 'sap-careers',
      title: 'Free SAP webinar: careers in SAP MM',
      description: 'Limited seats.',
      starts_at: expect.any(String),
      ends_at: expect.any(String),
      seat_cap: 2,
      seats_left: 2,
      full: false,
    });
    expect(JSON.stringify(list)).not.toContain('meet.example.com');
  });

  it('registers: one seat, one webinar lead (staff see it in Leads), one confirmation with the join link', async () => {
    await create();
    const res = await register('sap-careers', person(1, { email: 'Person1@Example.com', mobile: '+91 98765 43210', utm_source: 'google' }));
    expect([res.statusCode, res.json()]).toEqual([202, { detail: EVENT_MESSAGES.registered }]);
    const [registration] = await t.db.select().from(eventRegistrations);
    expect(registration).toMatchObject({ email: 'person1@example.com', mobile: '+91 98765 43210', attended: null, status: 'registered' });
    const [lead] = await t.db.select().from(leads);
    expect(lead).toMatchObject({
      id: registration!.leadId,
      type: 'webinar',
      email: 'person1@example.com',
      subject: 'Free SAP webinar: careers in SAP MM',
      utmSource: 'google',
    });
    const confirmations = await queuedMails(t.db, 'event-registered');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.payload).toMatchObject({
      to: 'person1@example.com',
      data: { name: 'Person 1', joinUrl: 'https://meet.example.com/sap-careers', sequence: 0 },
    });
    // Sales are told as for every lead.
    expect((await queuedMails(t.db)).filter((m) => m.kind === 'lead-notification')).toHaveLength(1);
    expect((await upcoming())[0]).toMatchObject({ seats_left: 1, full: false });
    // The staff's lead inbox lists it.
    const inbox = await t.app.inject({ method: 'GET', url: adminApi.leads(), headers: admin.auth });
    expect(inbox.json().results).toEqual([expect.objectContaining({ type: 'webinar', email: 'person1@example.com' })]);
  });

  it('answers the same e-mail again like the first time: no second seat, lead or mail', async () => {
    await create();
    await register('sap-careers', person(1));
    const again = await register('sap-careers', person(1, { email: ' PERSON1@example.com ', name: 'Someone Else' }));
    expect([again.statusCode, again.json()]).toEqual([202, { detail: EVENT_MESSAGES.registered }]);
    expect(await t.db.select().from(eventRegistrations)).toHaveLength(1);
    expect(await t.db.select().from(leads)).toHaveLength(1);
    expect(await queuedMails(t.db, 'event-registered')).toHaveLength(1);
    expect((await upcoming())[0].seats_left).toBe(1);
  });

  it('says a full event is full (409, the contract text), and the list says so too', async () => {
    await create();
    await register('sap-careers', person(1));
    await register('sap-careers', person(2));
    const full = await register('sap-careers', person(3));
    expect([full.statusCode, full.json()]).toEqual([409, { detail: EVENT_MESSAGES.full }]);
    expect((await upcoming())[0]).toMatchObject({ seats_left: 0, full: true });
    expect(await t.db.select().from(leads)).toHaveLength(2);
    // Already registered still answers 202 on a full event.
    expect((await register('sap-careers', person(2))).statusCode).toBe(202);
  });

  it('refuses unknown, draft, cancelled and started events, bad input with 422, and drops the honeypot silently', async () => {
    await create({ slug: 'draft-one', status: 'draft' });
    for (const slug of ['nope', 'draft-one']) expect((await register(slug, person(1))).json()).toEqual({ detail: EVENT_MESSAGES.notFound });
    await t.db.insert(events).values({
      slug: 'started',
      title: 'Started',
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + HOUR),
      seatCap: 5,
      joinUrl: 'https://meet.example.com/x',
      status: 'published',
    });
    const started = await register('started', person(1));
    expect([started.statusCode, started.json()]).toEqual([409, { detail: EVENT_MESSAGES.closed }]);
    await create();
    const bad = await register('sap-careers', { name: '', email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['body.email', 'body.name']);
    expect((await register('Bad Slug!', person(1))).statusCode).toBe(422);
    const bot = await register('sap-careers', person(9, { website: 'http://spam.example' }));
    expect([bot.statusCode, bot.json()]).toEqual([202, { detail: EVENT_MESSAGES.registered }]);
    expect(await t.db.select().from(eventRegistrations)).toHaveLength(0);
  });

  it("is the admins' only: 401 for a visitor, 403 for a student and an editor", async () => {
    const id = (await create()).json().id;
    for (const request of [
      { method: 'GET', url: adminApi.events() },
      { method: 'POST', url: adminApi.events(), payload: {} },
      { method: 'GET', url: adminApi.event(id) },
      { method: 'PUT', url: adminApi.event(id), payload: {} },
      { method: 'GET', url: adminApi.eventRegistrations(id) },
      { method: 'PUT', url: adminApi.eventRegistrationAttendance(id, 1), payload: { attended: true } },
      { method: 'POST', url: adminApi.eventAttendanceImport(id), payload: { emails: ['a@example.com'] } },
      { method: 'POST', url: adminApi.eventReplay(id), payload: {} },
    ] as const) {
      await expectAdminOnly(t.app, t.db, request);
    }
  });

  it('validates the event: fields, end after start, slug taken (409), cap not below the registered, stale version', async () => {
    const bad = await create({ slug: 'Bad Slug', seat_cap: 0, join_url: 'javascript:alert(1)', ends_at: inHours(47) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['body.ends_at', 'body.join_url', 'body.seat_cap', 'body.slug']);
    const event = (await create()).json();
    expect(event).toMatchObject({ version: 0, sequence: 0, registered: 0, seats_left: 2, join_url: 'https://meet.example.com/sap-careers' });
    const taken = await create();
    expect([taken.statusCode, taken.json().detail]).toEqual([409, EVENT_ADMIN_MESSAGES.slugTaken]);
    await register('sap-careers', person(1));
    await register('sap-careers', person(2));
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: adminApi.event(event.id), headers: admin.auth, payload });
    const lower = await put({ ...eventBody({ seat_cap: 1 }), version: 0 });
    expect([lower.statusCode, lower.json().detail]).toEqual([422, EVENT_ADMIN_MESSAGES.capBelowRegistered(2)]);
    expect((await put({ ...eventBody({ seat_cap: 10, title: 'Renamed' }), version: 0 })).json()).toMatchObject({ version: 1, seat_cap: 10, sequence: 0 });
    const stale = await put({ ...eventBody(), version: 0 });
    expect([stale.statusCode, stale.json().detail]).toEqual([409, ADMIN_MESSAGES.staleVersion]);
    expect((await t.app.inject({ method: 'GET', url: adminApi.event(4242), headers: admin.auth })).statusCode).toBe(404);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'event')).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['event.create', 'event.update']);
    expect(audit[0]!.actorUserId).toBe(admin.userId);
  });

  it('mails registrants when staff move the event (SEQUENCE + 1) and when they cancel it, not for a new title', async () => {
    const event = (await create()).json();
    await register('sap-careers', person(1));
    const put = (version: number, overrides: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: adminApi.event(event.id), headers: admin.auth, payload: { ...eventBody(overrides), version } });
    await put(0, { title: 'Free SAP webinar: careers in SAP MM', description: 'Now with Q&A.' });
    expect(await queuedMails(t.db, 'event-changed')).toHaveLength(0);
    const moved = await put(1, { starts_at: inHours(50), ends_at: inHours(51) });
    expect(moved.json()).toMatchObject({ sequence: 1 });
    const cancelled = await put(2, { starts_at: inHours(50), ends_at: inHours(51), status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ sequence: 2, status: 'cancelled' });
    const changes = await queuedMails(t.db, 'event-changed');
    expect(changes.map((m) => [m.payload.to, m.payload.data.sequence, m.payload.data.cancelled])).toEqual([
      ['person1@example.com', 1, false],
      ['person1@example.com', 2, true],
    ]);
    expect(await upcoming()).toEqual([]);
    const reopen = await put(3, { starts_at: inHours(50), ends_at: inHours(51), status: 'published' });
    expect([reopen.statusCode, reopen.json().fields]).toEqual([422, { 'body.status': EVENT_ADMIN_MESSAGES.cancelled }]);
  });

  it('marks attendance one by one and from a list, links a student with the same e-mail, and sends the replay to no-shows once', async () => {
    const event = (await create({ seat_cap: 10 })).json();
    const student = await signUp(t.app, 'Student Later');
    for (const p of [person(1), person(2), person(3), { name: 'Student Later', email: student.email.toUpperCase() }]) await register('sap-careers', p);
    const registrations = async () => (await t.app.inject({ method: 'GET', url: adminApi.eventRegistrations(event.id), headers: admin.auth })).json().results;
    const list = await registrations();
    expect(list).toHaveLength(4);
    expect(list[3]).toMatchObject({ email: student.email.toLowerCase(), student_id: student.studentId, attended: null });
    expect(list[0]).toMatchObject({ student_id: null, lead_id: expect.any(Number) });

    const one = await t.app.inject({
      method: 'PUT',
      url: adminApi.eventRegistrationAttendance(event.id, list[0].id),
      headers: admin.auth,
      payload: { attended: true },
    });
    expect(one.json()).toMatchObject({ id: list[0].id, attended: true });
    // Another event's registration id is not this event's: 404.
    const other = (await create({ slug: 'other' })).json();
    const idor = await t.app.inject({
      method: 'PUT',
      url: adminApi.eventRegistrationAttendance(other.id, list[1].id),
      headers: admin.auth,
      payload: { attended: true },
    });
    expect(idor.statusCode).toBe(404);

    const imported = await t.app.inject({
      method: 'POST',
      url: adminApi.eventAttendanceImport(event.id),
      headers: admin.auth,
      payload: { emails: ['PERSON2@example.com', 'nobody@example.com'] },
    });
    expect(imported.json()).toEqual({ marked: 1, unknown: ['nobody@example.com'] });
    expect((await registrations()).map((r: { attended: boolean | null }) => r.attended)).toEqual([true, true, null, null]);

    const replay = () => t.app.inject({ method: 'POST', url: adminApi.eventReplay(event.id), headers: admin.auth, payload: {} });
    expect((await replay()).json()).toEqual({ detail: EVENT_ADMIN_MESSAGES.notEnded });
    // The event ends; without a replay link there is nothing to send.
    await t.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR), endsAt: new Date(Date.now() - HOUR) })
      .where(eq(events.id, event.id));
    expect((await replay()).json()).toEqual({ detail: EVENT_ADMIN_MESSAGES.noReplay });
    await t.db.update(events).set({ replayUrl: 'https://replay.example.com/sap' }).where(eq(events.id, event.id));
    expect((await replay()).json()).toEqual({ sent: 2 });
    expect((await replay()).json()).toEqual({ sent: 0 });
    const replays = await queuedMails(t.db, 'event-replay');
    expect(replays.map((m) => m.payload.to).sort()).toEqual(['person3@example.com', student.email.toLowerCase()].sort());
    expect(replays[0]!.payload.data).toMatchObject({ replayUrl: 'https://replay.example.com/sap' });
    const stamped = await t.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id)));
    expect(stamped.filter((r) => r.replaySentAt !== null)).toHaveLength(2);
  });
});

describe.each(DRIVERS)('event registrations rate limit on %s', (driver) => {
  const t = useTestApp(driver, { RATE_LIMIT_LEADS_MAX: '2' });

  it('limits registrations per address like POST /leads (429 with {detail})', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    await t.app.inject({ method: 'POST', url: adminApi.events(), headers: admin.auth, payload: eventBody({ seat_cap: 10 }) });
    const codes = [];
    for (const n of [1, 2, 3])
      codes.push((await t.app.inject({ method: 'POST', url: siteApi.eventRegistrations('sap-careers'), payload: person(n) })).statusCode);
    expect(codes).toEqual([202, 202, 429]);
    const limited = await t.app.inject({ method: 'POST', url: siteApi.eventRegistrations('sap-careers'), payload: person(4) });
    expect(limited.json()).toEqual({ detail: expect.any(String) });
    expect(await t.db.select().from(eventRegistrations)).toHaveLength(2);
  });
});
