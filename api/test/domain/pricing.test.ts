import fc from 'fast-check';
import { finalPrice } from '../../src/domain/pricing';
// The API's adapter over the shared contract (the portal's own function): the numbers here are
// the ones both the price shown and the price charged follow.

const d = (discountAmount: number, discountPercent: number) => ({ discountAmount, discountPercent });

describe('finalPrice (SPEC §5)', () => {
  it.each([
    [100_000, null, 100_000],
    [100_000, d(0, 0), 100_000],
    [100_000, d(20_000, 0), 80_000],
    [100_000, d(0, 10), 90_000],
    // Amount first, then the percentage of what is left: (100000 - 20000) * 0.75.
    [100_000, d(20_000, 25), 60_000],
    [100_000, d(200_000, 0), 0],
    [100_000, d(0, 100), 0],
    // Half a paisa rounds up: 999 * 0.5 = 499.5 → 500; 333 * 0.9 = 299.7 → 300; 101 * 0.5 = 50.5 → 51.
    [999, d(0, 50), 500],
    [333, d(0, 10), 300],
    [101, d(0, 50), 51],
    [0, d(500, 50), 0],
  ])('price %p with %p → %p', (price, discount, expected) => {
    expect(finalPrice(price, discount)).toBe(expected);
  });

  it('is always an integer within [0, price] (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000, max: 20_000_000 }),
        fc.integer({ min: -10, max: 110 }),
        (price, amount, percent) => {
          const result = finalPrice(price, d(amount, percent));
          return Number.isInteger(result) && result >= 0 && result <= price;
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('never charges more with a bigger discount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (price, percent) => finalPrice(price, d(0, percent + 1)) <= finalPrice(price, d(0, percent)),
      ),
    );
  });
});
