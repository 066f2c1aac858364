import fc from 'fast-check';
import { creditNoteBreakdown, creditedSoFar, formatInvoiceNumber, gstBreakdown, CREDIT_NOTE_PREFIX } from '../../src/gst/index.ts';

const KARNATAKA = '29' as const;
const invoiceOf = (pricePaise: number, rateBasisPoints: number, intra: boolean) =>
  gstBreakdown({ pricePaise, pricesIncludeGst: true, rateBasisPoints, sellerState: KARNATAKA, placeOfSupply: intra ? KARNATAKA : '27' });

describe('credit notes (decision 142)', () => {
  it('splits a partial refund in the invoice proportion, with the odd paisa in SGST', () => {
    const invoice = invoiceOf(1_180_000, 1800, true); // ₹11,800 = ₹10,000 + ₹900 + ₹900
    expect(creditNoteBreakdown(invoice, 0, 590_000)).toEqual({
      taxablePaise: 500_000,
      cgstPaise: 45_000,
      sgstPaise: 45_000,
      igstPaise: 0,
      totalPaise: 590_000,
    });
    expect(creditNoteBreakdown(invoice, 0, 1)).toEqual({ taxablePaise: 1, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 1 });
    const igst = invoiceOf(1_180_000, 1800, false);
    expect(creditNoteBreakdown(igst, 590_000, 590_000)).toEqual({ taxablePaise: 500_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 90_000, totalPaise: 590_000 });
  });

  it('refuses a refund beyond the invoice total or of nothing', () => {
    const invoice = invoiceOf(100_000, 1800, true);
    expect(() => creditNoteBreakdown(invoice, 60_000, 60_000)).toThrow(RangeError);
    expect(() => creditNoteBreakdown(invoice, 0, 0)).toThrow(RangeError);
  });

  it('is numbered in its own series like an invoice', () => {
    expect(formatInvoiceNumber(CREDIT_NOTE_PREFIX, 2026, 7)).toBe('CN/2627/000007');
  });

  it('adds up to each refund to the paisa and never credits more than the invoice (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.constantFrom(0, 500, 1200, 1800, 2800),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (price, rate, intra, weights, refundAll) => {
          const invoice = invoiceOf(price, rate, intra);
          // Refunds in the weights' proportions, summing to at most the total (all of it when refundAll).
          const sum = weights.reduce((a, b) => a + b, 0);
          const target = refundAll ? invoice.totalPaise : Math.floor((invoice.totalPaise * weights[0]!) / (sum + weights[0]!));
          let refunded = 0;
          const credited = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
          for (const w of weights) {
            const amount = Math.min(target - refunded, Math.max(1, Math.floor((target * w) / sum)));
            if (amount < 1) break;
            const note = creditNoteBreakdown(invoice, refunded, amount);
            expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.igstPaise).toBe(amount);
            for (const head of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) {
              expect(note[head]).toBeGreaterThanOrEqual(0);
              credited[head] += note[head];
              expect(credited[head]).toBeLessThanOrEqual(invoice[head]);
            }
            refunded += amount;
          }
          if (refundAll && refunded < invoice.totalPaise) {
            const last = creditNoteBreakdown(invoice, refunded, invoice.totalPaise - refunded);
            for (const head of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) credited[head] += last[head];
            refunded = invoice.totalPaise;
          }
          if (refunded === invoice.totalPaise) {
            // A full refund, in any number of parts, credits exactly the invoice.
            expect(credited).toEqual({
              taxablePaise: invoice.taxablePaise,
              cgstPaise: invoice.cgstPaise,
              sgstPaise: invoice.sgstPaise,
              igstPaise: invoice.igstPaise,
            });
          }
          expect(creditedSoFar(invoice, refunded).totalPaise).toBe(refunded);
        },
      ),
      { numRuns: 500 },
    );
  });
});
