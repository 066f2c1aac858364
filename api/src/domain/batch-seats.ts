// The seat rule and the Join window (decision 136), pure so a property test can drive them.
// The service applies the seat rule while it holds the batch's row lock, so the counts it passes
// in are the committed truth and parallel joins are decided one after another.
import { JOIN_OPENS_MINUTES_BEFORE } from '@sap-academy/contracts';

export type SeatDecision = { status: 'enrolled'; waitlistPosition: null } | { status: 'waitlisted'; waitlistPosition: number };

/** A seat while one is left, else the place after the last one in the queue. */
export function seatFor(seatLimit: number, enrolled: number, lastWaitlistPosition: number): SeatDecision {
  if (enrolled < seatLimit) return { status: 'enrolled', waitlistPosition: null };
  return { status: 'waitlisted', waitlistPosition: lastWaitlistPosition + 1 };
}

export type JoinWindow = 'open' | 'too_early' | 'ended';

/** Open from JOIN_OPENS_MINUTES_BEFORE before the start to the end, both included. */
export function joinWindow(now: Date, startsAt: Date, endsAt: Date): JoinWindow {
  if (now.getTime() < joinOpensAt(startsAt).getTime()) return 'too_early';
  if (now.getTime() > endsAt.getTime()) return 'ended';
  return 'open';
}

export const joinOpensAt = (startsAt: Date) => new Date(startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);
