// The staff calendar (decision 151): sessions in a range of India days, an admin everyone's and a
// trainer only the batches they train; a range past 42 days or backwards is 422 {detail}; a
// visitor 401 and a student 403.
import { CALENDAR_MESSAGES } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { useTestApp } from '../../helpers/app';
import { createBatch } from '../../helpers/batches';
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
