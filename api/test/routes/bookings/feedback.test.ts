// A mock interview's feedback (decision 138): the consultant (or an admin) records a rubric per
// SAP module or topic, a rating, a summary and an action plan once the interview has started; the
// student reads it with their bookings, nobody else does; a follow-up round is booked from it
// with a credit.
import { BOOKING_MESSAGES, myBookingsResponseSchema } from '@sap-academy/contracts';
import { adminApi, lmsApi, siteApi } from '@sap-academy/contracts/paths';
import { useTestApp } from '../../helpers/app';
import { bookMock, consultant, consultationBody, freeSlots, studentWithCredits } from '../../helpers/bookings';
import { DRIVERS } from '../../helpers/database';
import { signUp } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';

const FEEDBACK = {
  rubric: [
    { topic: 'SAP FICO: asset accounting', score: 4, comment: 'Clear on depreciation runs.' },
    { topic: 'Scenario: month-end close', score: 2, comment: 'Missed the GR/IR clearing step.' },
  ],
  rating: 3,
  summary: 'Solid basics; scenario answers need structure.',
  action_plan: 'Practise three month-end scenarios aloud.\nReview GR/IR clearing.',
};

describe.each(DRIVERS)('mock interview feedback on %s', (driver) => {
  const t = useTestApp(driver);
  const record = (who: { auth: { authorization: string } }, id: number, payload: object = FEEDBACK) =>
    t.app.inject({ method: 'PUT', url: adminApi.bookingFeedback(id), headers: who.auth, payload });
  const mine = async (who: { auth: { authorization: string } }) =>
    myBookingsResponseSchema.parse((await t.app.inject({ method: 'GET', url: lmsApi.bookings(), headers: who.auth })).json());

  async function interviewed(credits = 2) {
    const c = await consultant(t.app, t.db);
    const { student } = await studentWithCredits(t.app, t.db, credits);
    const [slot] = await freeSlots(t.app, 'mock_interview');
    const booking = (await bookMock(t.app, student, slot!)).json();
    return { c, student, booking, slot: slot! };
  }
  const afterStart = (startsAt: string) => t.clock.advance(Date.parse(startsAt) + 60_000 - t.clock.now().getTime());

  it('lets the consultant record feedback after the start, which the student reads and nobody else', async () => {
    const { c, student, booking } = await interviewed();
    const early = await record(c, booking.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: BOOKING_MESSAGES.feedbackTooEarly });

    afterStart(booking.starts_at);
    const res = await record(c, booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().feedback).toMatchObject(FEEDBACK);

    const read = (await mine(student)).results[0]!;
    expect(read.feedback).toMatchObject(FEEDBACK);
    expect(Date.parse(read.feedback!.recorded_at)).toBeGreaterThan(Date.parse(booking.starts_at));
    const other = await signUp(t.app, 'Nosy Student');
    expect((await mine(other)).results).toEqual([]);
  });

  it("refuses another consultant's booking (404), a student (403), and bad feedback (422)", async () => {
    const { booking } = await interviewed();
    afterStart(booking.starts_at);
    const other = await signUpAs(t.app, t.db, 'trainer', 'Other Consultant');
    expect((await record(other, booking.id)).statusCode).toBe(404);
    const student = await signUp(t.app, 'A Student');
    expect((await record(student, booking.id)).statusCode).toBe(403);
    const admin = await signUpAs(t.app, t.db, 'admin');
    for (const bad of [
      { ...FEEDBACK, rating: 6 },
      { ...FEEDBACK, rubric: [] },
      { ...FEEDBACK, rubric: [{ topic: 'MM', score: 0, comment: '' }] },
      { ...FEEDBACK, summary: '' },
      { ...FEEDBACK, action_plan: undefined },
    ]) {
      const res = await record(admin, booking.id, bad);
      expect(res.statusCode).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await record(admin, booking.id)).statusCode).toBe(200);
  });

  it('refuses feedback on a consultation', async () => {
    const c = await consultant(t.app, t.db);
    const [slot] = await freeSlots(t.app, 'consultation');
    await t.app.inject({ method: 'POST', url: siteApi.consultationBookings(), payload: consultationBody(slot!) });
    const list = (await t.app.inject({ method: 'GET', url: adminApi.bookings(), headers: c.auth })).json().results;
    afterStart(slot!.starts_at);
    const res = await record(c, list[0].id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: BOOKING_MESSAGES.feedbackNotMockInterview });
  });

  it('books a follow-up round from a feedback with a credit, and not from one without feedback nor from another student', async () => {
    const { c, student, booking } = await interviewed(2);
    // Before feedback: no follow-up.
    const [later] = (await freeSlots(t.app, 'mock_interview', 10)).filter((s) => Date.parse(s.starts_at) > Date.parse(booking.starts_at) + 48 * 3_600_000);
    const tooEarly = await bookMock(t.app, student, later!, { follow_up_of: booking.id });
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json().detail).toBe(BOOKING_MESSAGES.followUpWithoutFeedback);

    afterStart(booking.starts_at);
    await record(c, booking.id);
    const [next] = (await freeSlots(t.app, 'mock_interview', 10)).filter((s) => Date.parse(s.starts_at) > Date.parse(booking.starts_at) + 48 * 3_600_000);
    const other = await studentWithCredits(t.app, t.db, 1, 'Other Student');
    expect((await bookMock(t.app, other.student, next!, { follow_up_of: booking.id })).statusCode).toBe(404);

    const followUp = await bookMock(t.app, student, next!, { follow_up_of: booking.id });
    expect(followUp.statusCode).toBe(201);
    expect(followUp.json()).toMatchObject({ follow_up_of: booking.id, kind: 'mock_interview' });
    expect((await mine(student)).credits).toEqual({ total: 2, used: 2, remaining: 0 });
  });
});
