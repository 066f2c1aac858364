import { UTM_FIELDS } from 'mfe-shared/contracts';
import { UTM_FIELDS_LIST } from '../src/features/leads/lead-fields';
import { captureFirstTouch, firstTouch, FIRST_TOUCH_KEY } from '../src/features/leads/first-touch';
import { webinarEventJsonLd, webinarIso, webinarSchedule, yearInIndia } from '../src/features/webinar/webinar';
import { CARD_DELAY_STEP_MS, STEP_DELAY_MS } from '../src/config/spec-constants';

describe('first-touch UTM', () => {
  it('uses the same field names as the API contract', () => {
    expect([...UTM_FIELDS_LIST]).toEqual([...UTM_FIELDS]);
  });

  it('keeps the first campaign and ignores later ones', () => {
    captureFirstTouch('?utm_source=google&utm_medium=cpc&other=x');
    captureFirstTouch('?utm_source=facebook');
    expect(firstTouch()).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
  });

  it('a visit without UTM stores nothing, and junk in storage reads as nothing', () => {
    captureFirstTouch('?page=2');
    expect(localStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
    localStorage.setItem(FIRST_TOUCH_KEY, '{not json');
    expect(firstTouch()).toEqual({});
  });
});

describe('webinar (SPEC §2, §9): where "12PM 25th August" stands, by a fixed clock in India time', () => {
  const SPEC = { title: 'Free SAP career webinar', date: '25th August', time: '12 PM' };
  const at = (iso: string) => Date.parse(iso);

  it('is 25 August at 12:00 India time, ISO with +05:30', () => {
    expect(webinarIso(2026)).toBe('2026-08-25T12:00:00+05:30');
  });

  it('still ahead in the current year: upcoming, "12PM · 25th August" without a year', () => {
    const schedule = webinarSchedule(SPEC, at('2026-06-01T09:00:00+05:30'));
    expect(schedule).toMatchObject({ phase: 'upcoming', label: '12PM · 25th August', start: '2026-08-25T12:00:00+05:30' });
    // Until it ends: at 12:59 on the day it is still on.
    expect(webinarSchedule(SPEC, at('2026-08-25T12:59:00+05:30')).phase).toBe('upcoming');
  });

  it('over (the issue: 26 November 2026): past, not upcoming next year', () => {
    expect(webinarSchedule(SPEC, at('2026-08-25T13:00:00+05:30'))).toMatchObject({ phase: 'past', start: '2026-08-25T12:00:00+05:30' });
    expect(webinarSchedule(SPEC, at('2026-11-26T10:00:00+05:30'))).toMatchObject({ phase: 'past', label: '12PM · 25th August' });
  });

  it('shows the year when it is not the current one', () => {
    // Past, seen in the new year: the one of last August.
    expect(webinarSchedule(SPEC, at('2027-01-05T10:00:00+05:30'))).toMatchObject({ phase: 'past', label: '12PM · 25th August 2026' });
    // Typed in December for January: next year's, announced as such.
    expect(webinarSchedule({ ...SPEC, date: '10th January' }, at('2026-12-20T10:00:00+05:30'))).toMatchObject({
      phase: 'upcoming',
      label: '12PM · 10th January 2027',
      start: '2027-01-10T12:00:00+05:30',
    });
    // A typed year is that year; the current one is not repeated.
    expect(webinarSchedule({ ...SPEC, date: '25th August 2027' }, at('2026-11-26T10:00:00+05:30'))).toMatchObject({
      phase: 'upcoming',
      label: '12PM · 25th August 2027',
    });
    expect(webinarSchedule({ ...SPEC, date: '25th August 2026' }, at('2026-06-01T10:00:00+05:30')).label).toBe('12PM · 25th August');
  });

  it('reads "now" in India: 31 December 20:00 UTC is already the new year there', () => {
    expect(yearInIndia(at('2026-12-31T20:00:00Z'))).toBe(2027);
    expect(webinarSchedule({ ...SPEC, date: '2nd January' }, at('2026-12-31T20:00:00Z')).label).toBe('12PM · 2nd January');
  });

  it('prints a date it cannot read as typed, and keeps it upcoming', () => {
    expect(webinarSchedule({ ...SPEC, date: 'to be announced' }, at('2026-11-26T10:00:00+05:30'))).toMatchObject({
      phase: 'upcoming',
      label: '12PM · to be announced',
    });
  });

  it('is an online Event in structured data, with an offer only while it is upcoming', () => {
    const past = webinarEventJsonLd('https://vidya.example', 'Vidya ERP Academy', webinarSchedule(SPEC, at('2026-01-01T00:00:00Z')));
    expect(past).toMatchObject({
      '@type': 'Event',
      startDate: '2025-08-25T12:00:00+05:30',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
    });
    expect(past).not.toHaveProperty('offers');
    const ahead = webinarEventJsonLd('https://vidya.example', 'Vidya ERP Academy', webinarSchedule(SPEC, at('2026-07-01T00:00:00Z')));
    expect(ahead).toMatchObject({ startDate: '2026-08-25T12:00:00+05:30', endDate: '2026-08-25T13:00:00+05:30', offers: { price: 0 } });
  });
});

describe('motion (SPEC §9)', () => {
  it('cards enter 200 ms × index apart, core values 150 ms × step', () => {
    expect([CARD_DELAY_STEP_MS, STEP_DELAY_MS]).toEqual([200, 150]);
  });
});
