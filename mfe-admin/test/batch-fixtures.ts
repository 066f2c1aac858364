// Live batches as the back-office API answers them (contracts/src/admin/batches.ts, decision 136).
import type { AdminBatchDetail, AdminMember, AdminSession, Roster } from 'mfe-shared/contracts/admin';

export const session = (overrides: Partial<AdminSession> = {}): AdminSession => ({
  id: 301,
  batch_id: 31,
  // 7:00–9:00 pm IST on 1 December 2026.
  starts_at: '2026-12-01T13:30:00.000Z',
  ends_at: '2026-12-01T15:30:00.000Z',
  meeting_url: 'https://meet.example/abc',
  status: 'scheduled',
  sequence: 0,
  extra: false,
  recording_url: null,
  ...overrides,
});

export const member = (overrides: Partial<AdminMember> = {}): AdminMember => ({
  student_id: 9,
  name: 'Asha Rao',
  email: 'asha@example.com',
  status: 'enrolled',
  waitlist_position: null,
  joined_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const batchDetail = (overrides: Partial<AdminBatchDetail> = {}): AdminBatchDetail => ({
  id: 31,
  course_id: 3,
  course_title: 'SAP MM Essentials',
  title: 'December evenings',
  starts_on: '2026-12-01',
  ends_on: '2027-01-29',
  timetable: { weekdays: ['MO', 'WE', 'FR'], start_time: '19:00', duration_minutes: 120, excluded_dates: ['2026-12-25'] },
  seat_limit: 1,
  seats_taken: 1,
  seats_held: 0,
  waitlisted: 1,
  trainer: { id: 12, name: 'Ravi Menon' },
  delivery: 'live',
  price_paise: 999_900,
  meeting_url: 'https://meet.example/abc',
  status: 'open',
  version: 4,
  created_at: '2026-11-01T10:00:00.000Z',
  sessions: [session(), session({ id: 302, starts_at: '2026-12-03T13:30:00.000Z', ends_at: '2026-12-03T15:30:00.000Z', status: 'cancelled', sequence: 1 })],
  members: [member(), member({ student_id: 10, name: 'Vikram Das', email: 'vikram@example.com', status: 'waitlisted', waitlist_position: 1 })],
  ...overrides,
});

export const roster = (overrides: Partial<Roster> = {}): Roster => ({
  session: session(),
  entries: [
    { student_id: 9, name: 'Asha Rao', email: 'asha@example.com', joined_at: '2026-12-01T13:25:00.000Z', status: 'present', marked: false },
    { student_id: 11, name: 'Kiran Iyer', email: 'kiran@example.com', joined_at: null, status: null, marked: false },
  ],
  ...overrides,
});
