// Consultants' availability (decision 138): a trainer edits their own, an admin anyone's who is a
// trainer or an admin; each save is audited; the slot listing follows the weekly rules, the
// exceptions, the notice and India time.
import { and, eq } from 'drizzle-orm';
import { BOOKING_RULES } from '@sap-academy/contracts';
import { CONSULTANT_MESSAGES, availabilitySchema } from '@sap-academy/contracts/admin';
import { adminApi, siteApi } from '@sap-academy/contracts/paths';
import { auditLog } from '../../../src/db/schema';
import { indiaDate } from '../../../src/domain/booking-slots';
import { useTestApp } from '../../helpers/app';
import { EVERY_DAY, consultant, freeSlots, saveAvailability } from '../../helpers/bookings';
import { DRIVERS } from '../../helpers/database';
import { signUp } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';

const HOUR = 3_600_000;

describe.each(DRIVERS)('consultant availability on %s', (driver) => {
  const t = useTestApp(driver);

  it('lets a trainer save and read their own availability, audited, and refuses a stale version', async () => {
    const trainer = await signUpAs(t.app, t.db, 'trainer', 'Kavya Rao');
    const empty = await t.app.inject({ method: 'GET', url: adminApi.consultantAvailability(trainer.userId), headers: trainer.auth });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ user_id: trainer.userId, name: 'Kavya Rao', version: 0, weekly: [], updated_at: null });

    const saved = await saveAvailability(t.app, trainer, trainer.userId);
    expect(saved.statusCode).toBe(200);
    const body = availabilitySchema.parse(saved.json());
    expect(body).toMatchObject({ version: 1, slot_minutes: 60, meeting_url: EVERY_DAY.meeting_url });
    expect(body.weekly).toHaveLength(7);

    const stale = await saveAvailability(t.app, trainer, trainer.userId, { slot_minutes: 45 }, 0);
    expect(stale.statusCode).toBe(409);
    const next = await saveAvailability(t.app, trainer, trainer.userId, { slot_minutes: 45 }, 1);
    expect(next.json()).toMatchObject({ version: 2, slot_minutes: 45 });

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'consultant'), eq(auditLog.entityId, String(trainer.userId))))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['consultant.availability_update', 'consultant.availability_update']);
    expect(audits[1]!.after).toEqual({ slot_minutes: 45 });
  });

  it("lets an admin edit a trainer's availability, but not a trainer another's, nor anyone a student's", async () => {
    const [admin, trainer, other, student, editor] = [
      await signUpAs(t.app, t.db, 'admin'),
      await signUpAs(t.app, t.db, 'trainer', 'Trainer One'),
      await signUpAs(t.app, t.db, 'trainer', 'Trainer Two'),
      await signUp(t.app, 'Plain Student'),
      await signUpAs(t.app, t.db, 'editor'),
    ];
    expect((await saveAvailability(t.app, admin, trainer.userId)).statusCode).toBe(200);
    const foreign = await saveAvailability(t.app, other, trainer.userId, {}, 1);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ detail: CONSULTANT_MESSAGES.notYours });
    const notConsultant = await saveAvailability(t.app, admin, student.userId);
    expect(notConsultant.statusCode).toBe(422);
    expect(notConsultant.json().detail).toBe(CONSULTANT_MESSAGES.notConsultant);
    // An editor runs the catalogue, not bookings; a student and a visitor are not staff.
    expect((await saveAvailability(t.app, editor, editor.userId)).statusCode).toBe(403);
    expect((await saveAvailability(t.app, student, trainer.userId)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: adminApi.consultantAvailability(trainer.userId) })).statusCode).toBe(401);
  });

  it.each([
    ['an end before the start', { weekly: [{ weekday: 1, start: '18:00', end: '09:00' }] }],
    ['a weekday out of range', { weekly: [{ weekday: 8, start: '09:00', end: '10:00' }] }],
    ['a time that is no time', { weekly: [{ weekday: 1, start: '9am', end: '10:00' }] }],
    ['extra hours without times', { exceptions: [{ date: '2026-12-01', type: 'extra' }] }],
    ['an http meeting link', { meeting_url: 'http://meet.example.com/x' }],
    ['a 5-minute slot', { slot_minutes: 5 }],
    ['no kind', { kinds: [] }],
  ])('refuses %s with 422 and {detail}', async (_label, input) => {
    const trainer = await signUpAs(t.app, t.db, 'trainer');
    const res = await saveAvailability(t.app, trainer, trainer.userId, input as never);
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().detail).toBe('string');
  });

  it('lists slots from the rules in India time, beyond the notice, minus days and hours off, plus extra hours', async () => {
    const now = t.clock.now();
    const tomorrow = indiaDate(new Date(now.getTime() + 24 * HOUR));
    const dayAfter = indiaDate(new Date(now.getTime() + 48 * HOUR));
    const third = indiaDate(new Date(now.getTime() + 72 * HOUR));
    const c = await consultant(t.app, t.db, 'Kavya Consultant', {
      kinds: ['consultation'],
      weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '12:00' })),
      exceptions: [
        { date: tomorrow, type: 'off' },
        { date: dayAfter, type: 'off', start: '10:00', end: '11:00' },
        { date: third, type: 'extra', start: '19:00', end: '20:30' },
      ],
    });
    const slots = await freeSlots(t.app, 'consultation', 4);
    expect(slots.every((s) => s.consultant_id === c.userId && s.consultant_name === 'Kavya Consultant')).toBe(true);
    expect(slots.every((s) => Date.parse(s.starts_at) >= now.getTime() + BOOKING_RULES.noticeHours * HOUR)).toBe(true);
    const onDate = (date: string) => slots.filter((s) => indiaDate(new Date(s.starts_at)) === date).map((s) => s.starts_at);
    expect(onDate(tomorrow)).toEqual([]);
    // 11:00 IST is 05:30 UTC.
    expect(onDate(dayAfter)).toEqual([`${dayAfter}T05:30:00.000Z`]);
    expect(onDate(third)).toEqual([`${third}T04:30:00.000Z`, `${third}T05:30:00.000Z`, `${third}T13:30:00.000Z`]);
    // Nobody offers mock interviews.
    expect(await freeSlots(t.app, 'mock_interview', 4)).toEqual([]);
  });

  it('offers no slot of an inactive consultant, nor of one who is no longer staff', async () => {
    const c = await consultant(t.app, t.db);
    expect((await freeSlots(t.app, 'consultation', 3)).length).toBeGreaterThan(0);
    await saveAvailability(t.app, c, c.userId, { active: false }, 1);
    expect(await freeSlots(t.app, 'consultation', 3)).toEqual([]);
  });

  it.each([
    { kind: 'webinar' },
    { kind: 'consultation', days: 0 },
    { kind: 'consultation', days: BOOKING_RULES.maxDays + 1 },
    { kind: 'consultation', days: 'x' },
  ])('answers %j with 422 and {detail}', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: siteApi.bookingSlots(query) });
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().detail).toBe('string');
  });
});
