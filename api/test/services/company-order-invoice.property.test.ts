// The figures of a company order's invoice (decision 154), for any seats and price per seat: the
// amount the company is asked for is what the invoice totals, taxable value + taxes = total to the
// paisa, CGST and SGST (within the seller's state) differ by at most the odd paisa, IGST only
// across states, and the printed line holds: N × unit price is the total (prices include GST) or
// the taxable value (GST on top). Pure: the same functions the raise and the settlement call.
import fc from 'fast-check';
import { COMPANY_ORDER_MAX_PAISE, COMPANY_ORDER_SEATS_MAX } from '@sap-academy/contracts/admin';
import { placeOfSupply, type GstStateCode } from '@sap-academy/contracts/gst';
import { chargeFor, invoiceBreakdown, invoiceLine } from '../../src/services/tax-invoices';
import { REGISTERED_SELLER } from '../helpers/gst';

const RUNS = 2000;

const orderArb = fc
  .record({
    seats: fc.integer({ min: 1, max: COMPANY_ORDER_SEATS_MAX }),
    unitShare: fc.double({ min: 0, max: 1, noNaN: true }),
    rate: fc.constantFrom(500, 1200, 1800, 2800),
    pricesIncludeGst: fc.boolean(),
    buyerState: fc.constantFrom<GstStateCode>('29', '27', '33', '07', '36'),
    registered: fc.boolean(),
  })
  .map(({ unitShare, seats, ...rest }) => {
    // A price per seat from ₹1 up to the largest the order allows for this many seats.
    const max = Math.floor(COMPANY_ORDER_MAX_PAISE / seats);
    return { seats, unit: 100 + Math.floor(unitShare * (max - 100)), ...rest };
  });

describe('company order invoice figures (fast-check)', () => {
  it(`for any seats and price per seat, taxable + taxes = total = the amount asked, and the line adds up (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(orderArb, ({ seats, unit, rate, pricesIncludeGst, buyerState, registered }) => {
        const tax = { ...REGISTERED_SELLER, rate_bp: rate, prices_include_gst: pricesIncludeGst };
        const amount = chargeFor(seats * unit, tax);
        const place = placeOfSupply({ sellerState: '29', buyerGstinState: registered ? buyerState : null, buyerState });
        const figures = invoiceBreakdown(amount, tax, place);
        expect(figures.totalPaise).toBe(amount);
        expect(figures.taxablePaise + figures.cgstPaise + figures.sgstPaise + figures.igstPaise).toBe(figures.totalPaise);
        expect(Number.isSafeInteger(amount) && amount <= 2_147_483_647).toBe(true);
        if (place === '29') {
          expect(figures.igstPaise).toBe(0);
          expect(Math.abs(figures.sgstPaise - figures.cgstPaise)).toBeLessThanOrEqual(1);
        } else {
          expect(figures.cgstPaise + figures.sgstPaise).toBe(0);
        }
        const line = invoiceLine(seats, unit, figures);
        expect(line).toEqual({ unitPrice: unit, unitPriceIncludesGst: pricesIncludeGst });
        expect(seats * unit).toBe(pricesIncludeGst ? figures.totalPaise : figures.taxablePaise);
      }),
      { numRuns: RUNS },
    );
  });

  it('a line that fits neither basis (settings changed before payment) prints no unit price', () => {
    expect(invoiceLine(3, 100_000, { taxablePaise: 254_237, totalPaise: 300_001 })).toEqual({ unitPrice: null, unitPriceIncludesGst: null });
  });
});
