// Live batches as the API answers them (contracts/src/batches.ts, decision 136).
import type { CourseBatch, MyBatch, MySession } from 'mfe-shared/contracts';

export const courseBatch = (overrides: Partial<CourseBatch> = {}): CourseBatch => ({
  id: 21,
  title: 'December evenings',
  starts_on: '2026-12-01',
  ends_on: '2027-01-29',
  delivery: 'live',
  trainer_name: 'Ravi Menon',
  price_paise: null,
  seats_left: 3,
  membership: null,
  ...overrides,
});

/** 7:00–9:00 pm IST on 1 December 2026; Join opens at 6:45 pm. */
export const upcoming = (overrides: Record<string, unknown> = {}) => ({
  id: 301,
  batch_id: 21,
  batch_title: 'December evenings',
  course_title: 'SAP FICO Foundations',
  starts_at: '2026-12-01T13:30:00.000Z',
  ends_at: '2026-12-01T15:30:00.000Z',
  join_opens_at: '2026-12-01T13:15:00.000Z',
  ...overrides,
});

export const mySession = (overrides: Partial<MySession> = {}): MySession => ({
  id: 301,
  starts_at: '2026-12-01T13:30:00.000Z',
  ends_at: '2026-12-01T15:30:00.000Z',
  status: 'scheduled',
  join_opens_at: '2026-12-01T13:15:00.000Z',
  meeting_url: 'https://meet.example/abc',
  recording_url: null,
  attendance: null,
  ...overrides,
});

export const myBatch = (overrides: Partial<MyBatch> = {}): MyBatch => ({
  id: 21,
  course_id: 3,
  course_title: 'SAP FICO Foundations',
  title: 'December evenings',
  starts_on: '2026-12-01',
  ends_on: '2027-01-29',
  delivery: 'hybrid',
  trainer_name: 'Ravi Menon',
  membership: { batch_id: 21, status: 'enrolled', waitlist_position: null },
  sessions: [],
  ...overrides,
});
