// The staff calendar (decision 151): sessions in a range of India days, an admin everyone's and a
// trainer only the batches they train; bookings, an admin everyone's and a consultant their own;
// a range past 42 days or backwards is 422 {detail}; a visitor 401 and a student 403.
import { CALENDAR_MESSAGES } from '@sap-academy/contracts/admin';
import { adminApi, siteApi } from '@sap-academy/contracts/paths';
import { useTestApp } from '../../helpers/app';
import { createBatch } from '../../helpers/batches';
import { bookMock, consultant, consultationBody, freeSlots, studentWithCredits } from '../../helpers/bookings';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('admin calendar on %s', (driver) => {
  const t = useTestApp(driver);

  it('returns the sessions starting in the India days asked for, role-filtered', async () => {
    const course = await insertCourse(t.db, { price: 0, sections: [1], title: 'SAP FICO' });
    const admin = await signUpAs(t.app, t.db, 'admin');
    const tara = await signUpAs(t.app, t.db, 'trainer', 'Tara Trainer');
    const other = await signUpAs(t.app, t.db, 'trainer', 'Other Trainer');
    // Mon/Wed/Fri 19:00 IST from 2030-01-07 to 2030-01-18: six sessions.
    const mine = await createBatch(t.app, admin, course.id, { trainer_user_id: tara.userId });
    const theirs = await createBatch(t.app, admin, course.id, { trainer_user_id: other.userId, title: 'Other batch' });
    const get = (auth: Record<string, string>, from: string, to: string) =>
      t.app.inject({ method: 'GET', url: adminApi.calendar({ from, to }), headers: auth });

    // The first week only: Mon 7, Wed 9, Fri 11 January.
    const all = await get(admin.auth, '2030-01-07', '2030-01-13');
    expect(all.statusCode).toBe(200);
    expect(all.json().sessions).toHaveLength(6);
    expect(all.json().sessions[0]).toMatchObject({
      batch_id: mine.id,
      batch_title: 'Evening batch',
      course_title: 'SAP FICO',
      trainer_name: 'Tara Trainer',
      starts_at: '2030-01-07T13:30:00.000Z',
      status: 'scheduled',
    });
    expect(all.json().bookings).toEqual([]);

    const taras = await get(tara.auth, '2030-01-07', '2030-01-13');
    expect(taras.json().sessions.map((s: { batch_id: number }) => s.batch_id)).toEqual([mine.id, mine.id, mine.id]);
    const others = await get(other.auth, '2030-01-01', '2030-02-11');
    expect(new Set(others.json().sessions.map((s: { batch_id: number }) => s.batch_id))).toEqual(new Set([theirs.id]));
    expect(others.json().sessions).toHaveLength(6);

    // India days: 2030-01-07 alone holds the 19:00 IST session; the day before holds none.
    expect((await get(admin.auth, '2030-01-07', '2030-01-07')).json().sessions).toHaveLength(2);
    expect((await get(admin.auth, '2030-01-06', '2030-01-06')).json().sessions).toHaveLength(0);
  });

  it("returns the bookings in the range, an admin everyone's and a consultant their own, cancelled ones marked", async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const kavya = await consultant(t.app, t.db, 'Kavya Consultant');
    const ravi = await consultant(t.app, t.db, 'Ravi Consultant');
    const slots = await freeSlots(t.app, 'consultation');
    const kavyaSlot = slots.find((s) => s.consultant_id === kavya.userId)!;
    const raviSlots = slots.filter((s) => s.consultant_id === ravi.userId);
    const visitor = await t.app.inject({ method: 'POST', url: siteApi.consultationBookings(), payload: consultationBody(kavyaSlot) });
    expect(visitor.statusCode).toBe(201);
    const { student } = await studentWithCredits(t.app, t.db, 2, 'Priya Nair');
    expect((await bookMock(t.app, student, raviSlots[0]!)).statusCode).toBe(201);
    expect((await bookMock(t.app, student, raviSlots[1]!)).statusCode).toBe(201);

    // The India days from the first booking's to the last's (the slots lie within two weeks).
    const indiaDay = (iso: string) => new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const starts = [kavyaSlot.starts_at, raviSlots[0]!.starts_at, raviSlots[1]!.starts_at].sort();
    const range = { from: indiaDay(starts[0]!), to: indiaDay(starts[2]!) };
    const get = async (auth: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: adminApi.calendar(range), headers: auth });
      expect(res.statusCode).toBe(200);
      return res.json().bookings as { id: number; kind: string; status: string; consultant_name: string; name: string; starts_at: string }[];
    };

    const everyone = await get(admin.auth);
    expect(everyone.map((b) => b.starts_at)).toEqual(starts);
    expect(everyone.find((b) => b.kind === 'consultation')).toMatchObject({
      status: 'booked',
      consultant_name: 'Kavya Consultant',
      name: 'Rahul Verma',
      starts_at: kavyaSlot.starts_at,
      ends_at: kavyaSlot.ends_at,
    });
    expect(everyone.filter((b) => b.kind === 'mock_interview').map((b) => [b.consultant_name, b.name])).toEqual([
      ['Ravi Consultant', 'Priya Nair'],
      ['Ravi Consultant', 'Priya Nair'],
    ]);
    expect((await get(kavya.auth)).map((b) => b.consultant_name)).toEqual(['Kavya Consultant']);

    const ravis = await get(ravi.auth);
    expect(ravis.map((b) => b.starts_at)).toEqual([raviSlots[0]!.starts_at, raviSlots[1]!.starts_at]);
    const cancel = await t.app.inject({ method: 'POST', url: adminApi.bookingCancel(ravis[0]!.id), headers: ravi.auth, payload: {} });
    expect(cancel.statusCode).toBe(200);
    expect((await get(ravi.auth)).map((b) => b.status)).toEqual(['cancelled', 'booked']);
    // The India day before the first booking holds none: the range bounds what is read.
    const dayBefore = indiaDay(new Date(Date.parse(starts[0]!) - 86_400_000).toISOString());
    const none = await t.app.inject({ method: 'GET', url: adminApi.calendar({ from: dayBefore, to: dayBefore }), headers: admin.auth });
    expect(none.json().bookings).toEqual([]);
  });

  it('refuses a range over 42 days, a backwards range and bad days with 422 {detail}; a visitor 401, a student 403', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const url = (query: string) => `${adminApi.calendar()}?${query}`;
    expect((await t.app.inject({ method: 'GET', url: url('from=2030-01-01&to=2030-02-11'), headers: admin.auth })).statusCode).toBe(200);
    for (const query of ['from=2030-01-01&to=2030-02-12', 'from=2030-01-10&to=2030-01-09', 'from=2030-13-01&to=2030-13-02', 'from=2030-01-01', '']) {
      const res = await t.app.inject({ method: 'GET', url: url(query), headers: admin.auth });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    const tooLong = await t.app.inject({ method: 'GET', url: url('from=2030-01-01&to=2030-03-01'), headers: admin.auth });
    expect(tooLong.json().detail).toBe(CALENDAR_MESSAGES.range);
    expect((await t.app.inject({ method: 'GET', url: url('from=2030-01-01&to=2030-01-07') })).statusCode).toBe(401);
    const student = await signUp(t.app, 'A Student');
    expect((await t.app.inject({ method: 'GET', url: url('from=2030-01-01&to=2030-01-07'), headers: student.auth })).statusCode).toBe(403);
  });
});
