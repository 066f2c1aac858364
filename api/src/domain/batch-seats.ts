// The seat rule and the Join window (decision 136), pure so a property test can drive them.
// The service applies the seat rule while it holds the batch's row lock, so the counts it passes
// in are the committed truth and parallel joins are decided one after another.
import { JOIN_OPENS_MINUTES_BEFORE } from '@sap-academy/contracts';

export type SeatDecision = { status: 'enrolled'; waitlistPosition: null } | { status: 'waitlisted'; waitlistPosition: number };

/**
 * Seats a batch holds for companies (decision 155): each batch pool's seats not yet given to a
 * learner, and the seats of the company's open orders for the batch. Never below 0 per pool.
 */
export function heldSeats(pools: ReadonlyArray<{ seats: number; used: number }>, openOrderSeats: number): number {
  return pools.reduce((sum, pool) => sum + Math.max(0, pool.seats - pool.used), 0) + openOrderSeats;
}

/**
 * The one rule for a batch's free seats, for a student's join, a purchase, the public page, staff
 * add and promote, and a company's grant or order: the limit less the seated members and the seats
 * held for companies (`taken` = enrolled + held, counted under the batch's lock by the repository).
 */
export function freeSeats(seatLimit: number, taken: number): number {
  return Math.max(0, seatLimit - taken);
}

/** A seat while one is free, else the place after the last one in the queue. */
export function seatFor(seatLimit: number, taken: number, lastWaitlistPosition: number): SeatDecision {
  if (freeSeats(seatLimit, taken) > 0) return { status: 'enrolled', waitlistPosition: null };
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
