// A timetable in India time becomes session instants (decision 136): Mon/Wed/Fri 19:00–21:00 IST
// is 13:30–15:30 UTC, excluded dates are skipped, and both ends of the batch are included.
import { generateSessions } from '../../src/domain/batch-timetable';

const rule = { weekdays: ['MO', 'WE', 'FR'], start_time: '19:00', duration_minutes: 120, excluded_dates: [] as string[] };

describe('generateSessions', () => {
  it('Mon/Wed/Fri 7–9 pm IST over two weeks: six sessions at 13:30–15:30 UTC', () => {
    // 2030-01-07 is a Monday.
    const sessions = generateSessions(rule, '2030-01-07', '2030-01-18');
    expect(sessions.map((s) => s.startsAt.toISOString())).toEqual([
      '2030-01-07T13:30:00.000Z',
      '2030-01-09T13:30:00.000Z',
      '2030-01-11T13:30:00.000Z',
      '2030-01-14T13:30:00.000Z',
      '2030-01-16T13:30:00.000Z',
      '2030-01-18T13:30:00.000Z',
    ]);
    expect(sessions.every((s) => s.endsAt.getTime() - s.startsAt.getTime() === 120 * 60_000)).toBe(true);
  });

  it('skips excluded dates (a holiday)', () => {
    const sessions = generateSessions({ ...rule, excluded_dates: ['2030-01-09'] }, '2030-01-07', '2030-01-11');
    expect(sessions.map((s) => s.startsAt.toISOString().slice(0, 10))).toEqual(['2030-01-07', '2030-01-11']);
  });

  it('an early-morning IST session falls on the previous UTC day', () => {
    const [first] = generateSessions({ ...rule, weekdays: ['MO'], start_time: '05:00' }, '2030-01-07', '2030-01-07');
    expect(first!.startsAt.toISOString()).toBe('2030-01-06T23:30:00.000Z');
  });

  it('a batch starting mid-week begins with its first timetabled day', () => {
    const sessions = generateSessions(rule, '2030-01-08', '2030-01-10');
    expect(sessions.map((s) => s.startsAt.toISOString().slice(0, 10))).toEqual(['2030-01-09']);
  });
});
