// The back office's batch screens' words (decision 136), in one place; tests import them.
import type { Weekday } from 'mfe-shared/contracts/admin';

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
export const DELIVERY_LABELS = { live: 'Live online', hybrid: 'Hybrid' } as const;
export const ATTENDANCE_LABELS = { present: 'Present', absent: 'Absent', late: 'Late' } as const;
export const BATCHES_TITLE = 'Batches';
export const NEW_BATCH = 'New batch';
export const SAVE_BATCH = 'Save batch';
export const BATCH_SAVED = 'Batch saved.';
export const ATTENDANCE_CSV = 'Attendance CSV';
export const SAVE_ATTENDANCE = 'Save attendance';
export const ATTENDANCE_SAVED = 'Attendance saved.';
export const SAVE_RECORDING = 'Save recording';
export const RECORDING_SAVED = 'Recording saved.';
export const ADD_SESSION = 'Add session';
export const SESSION_ADDED = 'Session added.';
export const SESSION_MOVED = 'Session moved.';
export const SESSION_CANCELLED = 'Session cancelled.';
export const NO_TRAINER = 'No trainer yet';
/** "12/20 · 3 held for companies · 2 waiting": seats taken include the seats companies hold (decision 155). */
export const seatsLabel = (batch: { seats_taken: number; seat_limit: number; seats_held: number; waitlisted: number }) =>
  [
    `${batch.seats_taken}/${batch.seat_limit}`,
    ...(batch.seats_held > 0 ? [`${batch.seats_held} held for companies`] : []),
    ...(batch.waitlisted > 0 ? [`${batch.waitlisted} waiting`] : []),
  ].join(' · ');
