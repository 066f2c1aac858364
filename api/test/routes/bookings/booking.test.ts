// Booking a slot (decision 138): a visitor's free consultation is also a lead, in one transaction;
// a student's mock interview spends a credit their course includes; a slot is booked once; a
// time that is no free slot is refused.
import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES, myBookingsResponseSchema } from '@sap-academy/contracts';
import { lmsApi, siteApi } from '@sap-academy/contracts/paths';
import { bookings, leads, outbox } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { bookMock, consultant, consultationBody, freeSlots, studentWithCredits } from '../../helpers/bookings';
import { DRIVERS } from '../../helpers/database';
import { signUp, signUpVerified } from '../../helpers/fixtures';
import { checkoutResult } from '../../helpers/payments';
import { signUpAs } from '../../helpers/staff';

const HOUR = 3_600_000;

describe.each(DRIVERS)('booking on %s', (driver) => {
  const t = useTestApp(driver);
  const bookConsultation = (payload: object) => t.app.inject({ method: 'POST', url: siteApi.consultationBookings(), payload });

  it("books a visitor's free consultation and stores its lead, then no longer offers the slot", async () => {
    const c = await consultant(t.app, t.db);
    const [slot] = await freeSlots(t.app, 'consultation');
    const res = await bookConsultation(consultationBody(slot!));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: BOOKING_MESSAGES.consultationBooked, starts_at: slot!.starts_at, ends_at: slot!.ends_at });

    const [booking] = await t.db.select().from(bookings);
    expect(booking).toMatchObject({
      kind: 'consultation',
      status: 'booked',
      consultantId: c.userId,
      email: 'rahul.verma@example.com',
      mobile: '+919876543210',
    });
    expect(booking!.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, booking!.leadId!));
    expect(lead).toMatchObject({ type: 'consultation', name: 'Rahul Verma', email: 'rahul.verma@example.com', mobile: '+919876543210' });
    expect((await t.db.select().from(outbox).where(eq(outbox.kind, 'lead-notification'))).length).toBe(1);

    const after = await freeSlots(t.app, 'consultation');
    expect(after.some((s) => s.consultant_id === slot!.consultant_id && s.starts_at === slot!.starts_at)).toBe(false);
    const again = await bookConsultation(consultationBody(slot!, { email: 'someone@example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: BOOKING_MESSAGES.slotTaken });
    expect((await t.db.select().from(leads)).length).toBe(1);
  });

  it('drops a bot that fills the honeypot, answering as usual', async () => {
    await consultant(t.app, t.db);
    const [slot] = await freeSlots(t.app, 'consultation');
    const res = await bookConsultation(consultationBody(slot!, { website: 'https://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().detail).toBe(BOOKING_MESSAGES.consultationBooked);
    expect(await t.db.select().from(bookings)).toEqual([]);
    expect(await t.db.select().from(leads)).toEqual([]);
  });

  it.each([
    ['no name', { name: '' }],
    ['a bad e-mail', { email: 'not-an-email' }],
    ['no mobile', { mobile: undefined }],
    ['a mobile that is no number', { mobile: 'call me' }],
    ['a start that is no instant', { starts_at: 'tomorrow' }],
    ['a consultant id that is no id', { consultant_id: 0 }],
  ])('refuses a consultation with %s: 422 and {detail}', async (_label, overrides) => {
    await consultant(t.app, t.db);
    const [slot] = await freeSlots(t.app, 'consultation');
    const res = await bookConsultation(consultationBody(slot!, overrides));
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().detail).toBe('string');
  });

  it('refuses a time that is no free slot: off the grid, inside the notice, of an unknown consultant, or past the horizon', async () => {
    const c = await consultant(t.app, t.db);
    const slots = await freeSlots(t.app, 'consultation', 28);
    const first = slots[0]!;
    const offGrid = new Date(Date.parse(first.starts_at) + 15 * 60_000).toISOString();
    const soon = new Date(t.clock.now().getTime() + HOUR);
    const tooSoon = soon.toISOString();
    const farAway = new Date(Date.parse(slots[slots.length - 1]!.starts_at) + 7 * 24 * HOUR).toISOString();
    for (const choice of [
      { consultant_id: c.userId, starts_at: offGrid },
      { consultant_id: c.userId, starts_at: tooSoon },
      { consultant_id: c.userId + 1000, starts_at: first.starts_at },
      { consultant_id: c.userId, starts_at: farAway },
    ]) {
      const res = await bookConsultation(consultationBody(choice));
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(BOOKING_MESSAGES.slotUnavailable);
    }
    expect(await t.db.select().from(bookings)).toEqual([]);
  });

  it('sells one mock interview alone: a priced course staff give one credit, bought through the checkout, books one round', async () => {
    await consultant(t.app, t.db);
    const admin = await signUpAs(t.app, t.db, 'admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/courses',
      headers: admin.auth,
      payload: {
        course_title: 'SAP FICO mock interview',
        slug: 'sap-fico-mock-interview',
        description: 'One hour with a consultant, with feedback and an action plan.',
        difficulty_level: 'Intermediate',
        course_type: 'Live',
        course_duration: 30,
        price: 149_900,
        published: true,
        mock_interview_credits: 1,
      },
    });
    expect(created.statusCode).toBe(201);
    const courseId = created.json().id as number;
    const student = await signUpVerified(t.app, t.db, 'Priya Nair');
    const [a, b] = await freeSlots(t.app, 'mock_interview');
    // Before paying: no credit.
    expect((await bookMock(t.app, student, a!)).statusCode).toBe(402);

    const order = await t.app.inject({ method: 'POST', url: `/lms/course/${courseId}/join`, headers: student.auth, payload: {} });
    expect(order.json().payment).toMatchObject({ amount: 149_900 });
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/lms/course/${courseId}/payment/status`,
      headers: student.auth,
      payload: checkoutResult(order.json().payment.order_id),
    });
    expect(paid.statusCode).toBeLessThan(300);
    expect((await bookMock(t.app, student, a!)).statusCode).toBe(201);
    expect((await bookMock(t.app, student, b!)).statusCode).toBe(402);
    const mine = myBookingsResponseSchema.parse((await t.app.inject({ method: 'GET', url: lmsApi.bookings(), headers: student.auth })).json());
    expect(mine.credits).toEqual({ total: 1, used: 1, remaining: 0 });
  });

  it('books a mock interview with a credit, shows it with the meeting link, and refuses a booking without credits (402)', async () => {
    await consultant(t.app, t.db);
    const { student } = await studentWithCredits(t.app, t.db, 1);
    const [a, b] = await freeSlots(t.app, 'mock_interview');
    const res = await bookMock(t.app, student, a!);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'mock_interview',
      status: 'booked',
      starts_at: a!.starts_at,
      meeting_url: 'https://meet.example.com/consultant',
      feedback: null,
    });

    const none = await bookMock(t.app, student, b!);
    expect(none.statusCode).toBe(402);
    expect(none.json()).toEqual({ detail: BOOKING_MESSAGES.noCredits });

    const mine = myBookingsResponseSchema.parse((await t.app.inject({ method: 'GET', url: lmsApi.bookings(), headers: student.auth })).json());
    expect(mine.credits).toEqual({ total: 1, used: 1, remaining: 0 });
    expect(mine.results.map((r) => r.starts_at)).toEqual([a!.starts_at]);

    const stranger = await signUp(t.app, 'No Course');
    expect((await bookMock(t.app, stranger, b!)).statusCode).toBe(402);
    expect(
      (await t.app.inject({ method: 'POST', url: lmsApi.bookings(), payload: { consultant_id: a!.consultant_id, starts_at: b!.starts_at } })).statusCode,
    ).toBe(401);
  });

  it('keeps mock interview and consultation slots to the consultants offering each', async () => {
    await consultant(t.app, t.db, 'Only Consultations', { kinds: ['consultation'] });
    const { student } = await studentWithCredits(t.app, t.db, 1);
    const [slot] = await freeSlots(t.app, 'consultation');
    expect(await freeSlots(t.app, 'mock_interview')).toEqual([]);
    const res = await bookMock(t.app, student, slot!);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(BOOKING_MESSAGES.slotUnavailable);
  });
});
