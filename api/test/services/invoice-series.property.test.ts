// The invoice series' allocation order as a property (decision 141): for any sequence of
// settlements across financial years, some of which fail after taking their number (and roll
// back), each year's committed invoices carry exactly 1..k in the order they committed.
import fc from 'fast-check';
import { financialYearOf } from '@sap-academy/contracts/gst';
import { invoiceSeries } from '../../src/db/schema';
import { inTransaction } from '../../src/db/transaction';
import { invoicesRepository } from '../../src/repositories/invoices';
import { useTestApp } from '../helpers/app';

class InjectedFailure extends Error {}

describe('invoice series allocation (property, pglite)', () => {
  const t = useTestApp('pglite');

  it('commits 1..k per financial year in commit order; a rolled-back allocation leaves no gap', async () => {
    // Instants from March 2026 to May 2027 in minutes, so many land near the 1 April boundaries.
    const instant = fc.integer({ min: 0, max: 14 * 31 * 24 * 60 }).map((minutes) => new Date(Date.parse('2026-03-01T00:00:00+05:30') + minutes * 60_000));
    const step = fc.record({ at: instant, fails: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await t.db.delete(invoiceSeries);
        const committed = new Map<number, number[]>();
        for (const { at, fails } of steps) {
          const year = financialYearOf(at);
          const serial = await inTransaction(t.db, async (tx) => {
            const taken = await invoicesRepository(tx).allocateSerial(year);
            if (fails) throw new InjectedFailure();
            return taken;
          }).catch((err: unknown) => {
            if (err instanceof InjectedFailure) return null;
            throw err;
          });
          if (serial !== null) committed.set(year, [...(committed.get(year) ?? []), serial]);
        }
        for (const serials of committed.values()) expect(serials).toEqual(serials.map((_, i) => i + 1));
      }),
      { numRuns: 40 },
    );
  });
});
