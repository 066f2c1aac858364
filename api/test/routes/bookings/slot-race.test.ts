// Races (decision 138): N parallel bookings of one slot, exactly one wins and the rest get 409
// {detail}; a student with one credit booking N different slots at once spends exactly one. Run on
// every driver: on PostgreSQL the requests really overlap, and the unique index on live
// (consultant, start) and the student's row lock are what hold.
import { BOOKING_MESSAGES } from '@sap-academy/contracts';
import { siteApi } from '@sap-academy/contracts/paths';
import { bookings, leads } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { bookMock, consultant, consultationBody, freeSlots, studentWithCredits } from '../../helpers/bookings';
import { EVERY_DRIVER } from '../../helpers/database';

const N = 8;

describe.each(EVERY_DRIVER)('booking races on %s', (driver) => {
  const t = useTestApp(driver);

  it(`lets exactly one of ${N} parallel bookings of one slot through`, async () => {
    await consultant(t.app, t.db);
    const [slot] = await freeSlots(t.app, 'consultation');
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.app.inject({ method: 'POST', url: siteApi.consultationBookings(), payload: consultationBody(slot!, { email: `visitor${i}@example.com` }) }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(N - 1).fill(409)]);
    for (const lost of answers.filter((a) => a.statusCode === 409)) expect(lost.json()).toEqual({ detail: BOOKING_MESSAGES.slotTaken });
    expect((await t.db.select().from(bookings)).length).toBe(1);
    // The loser's lead went with its booking's transaction.
    expect((await t.db.select().from(leads)).length).toBe(1);
  });

  it(`lets exactly one of ${N} students booking one mock interview slot at once through`, async () => {
    await consultant(t.app, t.db);
    const students = [];
    for (let i = 0; i < N; i++) students.push((await studentWithCredits(t.app, t.db, 1, `Student ${i}`)).student);
    const [slot] = await freeSlots(t.app, 'mock_interview');
    const answers = await Promise.all(students.map((s) => bookMock(t.app, s, slot!)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(N - 1).fill(409)]);
    expect((await t.db.select().from(bookings)).length).toBe(1);
  });

  it('never spends below zero: one credit, several slots booked at once, exactly one booking', async () => {
    await consultant(t.app, t.db);
    const { student } = await studentWithCredits(t.app, t.db, 1);
    const slots = (await freeSlots(t.app, 'mock_interview')).slice(0, 5);
    const answers = await Promise.all(slots.map((s) => bookMock(t.app, student, s)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 402, 402, 402, 402]);
    expect((await t.db.select().from(bookings)).length).toBe(1);
  });
});
