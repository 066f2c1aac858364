// Rescheduling and cancelling (decision 138): the booker (a student, or a visitor through the
// secret link in their mail) changes a booking until the site settings' cut-off before its start,
// and gets 409 {detail} after it; cancelling returns a mock interview's credit; staff cancel at
// any time, a consultant only their own bookings.
import { desc, eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, BOOKING_RULES, myBookingsResponseSchema } from '@sap-academy/contracts';
import { adminApi, lmsApi, siteApi } from '@sap-academy/contracts/paths';
import { auditLog, bookings, outbox, settings } from '../../../src/db/schema';
import { manageTokenHash } from '../../../src/services/bookings';
import { useTestApp } from '../../helpers/app';
import { bookMock, consultant, consultationBody, freeSlots, studentWithCredits } from '../../helpers/bookings';
import { DRIVERS } from '../../helpers/database';
import { signUp } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';

const HOUR = 3_600_000;

describe.each(DRIVERS)('changing a booking on %s', (driver) => {
  const t = useTestApp(driver);

  /** Two slots at least three days ahead (room to move the clock to either side of the cut-off). */
  async function laterSlots() {
    const all = await freeSlots(t.app, 'mock_interview', 10);
    const later = all.filter((s) => Date.parse(s.starts_at) > t.clock.now().getTime() + 72 * HOUR);
    return [later[0]!, later[1]!] as const;
  }
  /** The manage secret in the newest confirmation mail. */
  const latestCode = async () => {
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, 'booking-confirmed')).orderBy(desc(outbox.id));
    return (rows[0]!.payload as { data: { code: string } }).data.code;
  };
  const moveClockTo = (instant: number) => t.clock.advance(instant - t.clock.now().getTime());
  const mine = async (who: { auth: { authorization: string } }) =>
    myBookingsResponseSchema.parse((await t.app.inject({ method: 'GET', url: lmsApi.bookings(), headers: who.auth })).json());

  it('lets a student reschedule and cancel before the cut-off, returning the credit; refuses both after it', async () => {
    await consultant(t.app, t.db);
    const { student } = await studentWithCredits(t.app, t.db, 1);
    const [a, b] = await laterSlots();
    const booked = (await bookMock(t.app, student, a)).json();
    expect(booked.changeable_until).toBe(new Date(Date.parse(a.starts_at) - BOOKING_RULES.defaultCutoffHours * HOUR).toISOString());

    const moved = await t.app.inject({
      method: 'POST',
      url: lmsApi.bookingReschedule(booked.id),
      headers: student.auth,
      payload: { consultant_id: b.consultant_id, starts_at: b.starts_at },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: booked.id, starts_at: b.starts_at, status: 'booked' });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(row!.sequence).toBe(1);
    // The old slot is free again.
    expect((await freeSlots(t.app, 'mock_interview', 10)).some((s) => s.starts_at === a.starts_at)).toBe(true);

    // One hour inside the cut-off: too late.
    moveClockTo(Date.parse(b.starts_at) - (BOOKING_RULES.defaultCutoffHours - 1) * HOUR);
    const late = await t.app.inject({ method: 'POST', url: lmsApi.bookingCancel(booked.id), headers: student.auth });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: BOOKING_MESSAGES.cutoffPassed });
    const lateMove = await t.app.inject({
      method: 'POST',
      url: lmsApi.bookingReschedule(booked.id),
      headers: student.auth,
      payload: { consultant_id: a.consultant_id, starts_at: a.starts_at },
    });
    expect(lateMove.statusCode).toBe(409);

    // One hour before the cut-off: allowed, and the credit comes back.
    moveClockTo(Date.parse(b.starts_at) - (BOOKING_RULES.defaultCutoffHours + 1) * HOUR);
    const cancelled = await t.app.inject({ method: 'POST', url: lmsApi.bookingCancel(booked.id), headers: student.auth });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', meeting_url: null });
    expect((await mine(student)).credits).toEqual({ total: 1, used: 0, remaining: 1 });
    const twice = await t.app.inject({ method: 'POST', url: lmsApi.bookingCancel(booked.id), headers: student.auth });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: BOOKING_MESSAGES.alreadyCancelled });
  });

  it('follows the cut-off set in the site settings', async () => {
    await consultant(t.app, t.db);
    const { student } = await studentWithCredits(t.app, t.db, 1);
    const [a] = await laterSlots();
    const booked = (await bookMock(t.app, student, a)).json();
    await t.db.insert(settings).values({ key: 'booking_cutoff_hours', value: 2 });
    // 23 hours before: inside the default 24 h, outside the configured 2 h.
    moveClockTo(Date.parse(a.starts_at) - 23 * HOUR);
    const res = await t.app.inject({ method: 'POST', url: lmsApi.bookingCancel(booked.id), headers: student.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().changeable_until).toBe(new Date(Date.parse(a.starts_at) - 2 * HOUR).toISOString());
  });

  it("answers another student's booking with 404, as a missing one", async () => {
    await consultant(t.app, t.db);
    const { student } = await studentWithCredits(t.app, t.db, 1);
    const [a, b] = await laterSlots();
    const booked = (await bookMock(t.app, student, a)).json();
    const other = await signUp(t.app, 'Other Student');
    for (const res of [
      await t.app.inject({ method: 'POST', url: lmsApi.bookingCancel(booked.id), headers: other.auth }),
      await t.app.inject({
        method: 'POST',
        url: lmsApi.bookingReschedule(booked.id),
        headers: other.auth,
        payload: { consultant_id: b.consultant_id, starts_at: b.starts_at },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: BOOKING_MESSAGES.notFound });
    }
    expect((await mine(other)).results).toEqual([]);
    expect((await t.db.select().from(bookings))[0]!.status).toBe('booked');
  });

  it("lets a visitor see, move and cancel their consultation through the manage link's secret, until the cut-off", async () => {
    await consultant(t.app, t.db);
    const slots = (await freeSlots(t.app, 'consultation', 10)).filter((s) => Date.parse(s.starts_at) > t.clock.now().getTime() + 72 * HOUR);
    const [a, b] = [slots[0]!, slots[1]!];
    expect((await t.app.inject({ method: 'POST', url: siteApi.consultationBookings(), payload: consultationBody(a) })).statusCode).toBe(201);
    // The secret is only in the visitor's mail; the row keeps its hash.
    const token = await latestCode();
    expect((await t.db.select().from(bookings))[0]!.manageTokenHash).toBe(manageTokenHash(token));

    const seen = await t.app.inject({ method: 'GET', url: siteApi.managedBooking(token) });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ kind: 'consultation', name: 'Rahul Verma', starts_at: a.starts_at });
    expect((await t.app.inject({ method: 'GET', url: siteApi.managedBooking('wrong-secret') })).statusCode).toBe(404);

    const moved = await t.app.inject({
      method: 'POST',
      url: siteApi.managedBookingReschedule(token),
      payload: { consultant_id: b.consultant_id, starts_at: b.starts_at },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().starts_at).toBe(b.starts_at);
    // The move's mail carries a new secret; the old link no longer opens the booking.
    const renewed = await latestCode();
    expect(renewed).not.toBe(token);
    expect((await t.app.inject({ method: 'GET', url: siteApi.managedBooking(token) })).statusCode).toBe(404);

    moveClockTo(Date.parse(b.starts_at) - HOUR);
    const late = await t.app.inject({ method: 'POST', url: siteApi.managedBookingCancel(renewed) });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: BOOKING_MESSAGES.cutoffPassed });
  });

  it('lets staff cancel at any time, audited; a consultant only their own bookings', async () => {
    const c = await consultant(t.app, t.db);
    const otherConsultant = await signUpAs(t.app, t.db, 'trainer', 'Other Consultant');
    const admin = await signUpAs(t.app, t.db, 'admin');
    const { student } = await studentWithCredits(t.app, t.db, 2);
    const [a, b] = await laterSlots();
    const first = (await bookMock(t.app, student, a)).json();
    const second = (await bookMock(t.app, student, b)).json();
    moveClockTo(Date.parse(a.starts_at) - HOUR);

    const foreign = await t.app.inject({ method: 'POST', url: adminApi.bookingCancel(first.id), headers: otherConsultant.auth });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: adminApi.bookings(), headers: otherConsultant.auth })).json().results).toEqual([]);
    const own = await t.app.inject({ method: 'POST', url: adminApi.bookingCancel(first.id), headers: c.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'cancelled', name: 'Priya Nair' });
    expect((await t.app.inject({ method: 'POST', url: adminApi.bookingCancel(second.id), headers: admin.auth })).statusCode).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'booking')).orderBy(auditLog.id);
    expect(audits.map((x) => [x.action, x.entityId, x.actorUserId])).toEqual([
      ['booking.cancel', String(first.id), c.userId],
      ['booking.cancel', String(second.id), admin.userId],
    ]);
    expect((await mine(student)).credits.remaining).toBe(2);
    // The booker hears of each cancellation.
    expect((await t.db.select().from(outbox).where(eq(outbox.kind, 'booking-cancelled'))).map((r) => (r.payload as { to: string }).to)).toEqual([
      student.email,
      student.email,
    ]);
    expect((await t.app.inject({ method: 'POST', url: adminApi.bookingCancel(first.id), headers: student.auth })).statusCode).toBe(403);
  });
});
