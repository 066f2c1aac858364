// The seat rule and the Join window (decision 136) as properties: any seat limit and any run of
// joins applied one after another (as the batch lock serialises them) gives min(K, N) seats and
// waitlist places 1..N−K in arrival order; the window is [start − 15 min, end].
import fc from 'fast-check';
import { JOIN_OPENS_MINUTES_BEFORE } from '@sap-academy/contracts';
import { freeSeats, heldSeats, joinOpensAt, joinWindow, seatFor } from '../../src/domain/batch-seats';

describe('seatFor', () => {
  it('never oversells: K seats and N joins give min(K, N) seats and places 1..N−K', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 120 }), (seats, joins) => {
        let enrolled = 0;
        let last = 0;
        const places: number[] = [];
        for (let i = 0; i < joins; i++) {
          const seat = seatFor(seats, enrolled, last);
          if (seat.status === 'enrolled') enrolled++;
          else {
            last = seat.waitlistPosition;
            places.push(seat.waitlistPosition);
          }
        }
        expect(enrolled).toBe(Math.min(seats, joins));
        expect(places).toEqual(Array.from({ length: Math.max(0, joins - seats) }, (_, i) => i + 1));
      }),
    );
  });

  it('a freed seat goes to the next join, not to the queue behind it', () => {
    expect(seatFor(3, 2, 4)).toEqual({ status: 'enrolled', waitlistPosition: null });
    expect(seatFor(3, 3, 4)).toEqual({ status: 'waitlisted', waitlistPosition: 5 });
  });
});

describe('joinWindow', () => {
  const start = new Date('2030-01-07T13:30:00Z'); // 19:00 IST
  const end = new Date('2030-01-07T15:30:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it(`opens exactly ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start and closes at the end`, () => {
    expect(joinOpensAt(start).toISOString()).toBe('2030-01-07T13:15:00.000Z');
    expect(joinWindow(at(-15 * 60_000 - 1), start, end)).toBe('too_early');
    expect(joinWindow(at(-15 * 60_000), start, end)).toBe('open');
    expect(joinWindow(end, start, end)).toBe('open');
    expect(joinWindow(new Date(end.getTime() + 1), start, end)).toBe('ended');
  });

  it('is open for every instant inside [start − 15 min, end] and for none outside it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 3_600_000, max: 5 * 3_600_000 }), (offset) => {
        const now = at(offset);
        const inside = offset >= -15 * 60_000 && now.getTime() <= end.getTime();
        expect(joinWindow(now, start, end) === 'open').toBe(inside);
      }),
    );
  });
});

describe('heldSeats and freeSeats (decision 155)', () => {
  const pools = fc.array(fc.record({ seats: fc.integer({ min: 0, max: 40 }), used: fc.integer({ min: 0, max: 40 }) }), { maxLength: 6 });

  it('holds each pool’s unused seats (never fewer than none) plus the open orders’ seats', () => {
    fc.assert(
      fc.property(pools, fc.integer({ min: 0, max: 60 }), (list, open) => {
        const held = heldSeats(list, open);
        expect(held).toBe(list.reduce((sum, p) => sum + (p.used >= p.seats ? 0 : p.seats - p.used), 0) + open);
        // Seating a pool's learner (used + 1 while seats remain) moves a seat from held to seated.
        const i = list.findIndex((p) => p.used < p.seats);
        if (i >= 0)
          expect(
            heldSeats(
              list.map((p, j) => (j === i ? { ...p, used: p.used + 1 } : p)),
              open,
            ),
          ).toBe(held - 1);
      }),
    );
  });

  it('free seats are the limit less seated and held, never below 0, and a join gets a seat exactly while one is free', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 60 }), pools, fc.integer({ min: 0, max: 20 }), (limit, seated, list, open) => {
        const taken = seated + heldSeats(list, open);
        const free = freeSeats(limit, taken);
        expect(free).toBe(Math.max(0, limit - taken));
        expect(seatFor(limit, taken, 7).status).toBe(free > 0 ? 'enrolled' : 'waitlisted');
      }),
    );
  });
});
