import fc from 'fast-check';
import { DEFAULT_SAC_CODE, gstBreakdown, mulDivRound, placeOfSupply, formatGstRate } from '../../src/gst/index.ts';

const KARNATAKA = '29' as const;
const MAHARASHTRA = '27' as const;

describe('place of supply (IGST Act s.12(2))', () => {
  it("is a registered buyer's GSTIN state, else the state they gave, else the seller's", () => {
    expect(placeOfSupply({ sellerState: KARNATAKA, buyerGstinState: MAHARASHTRA, buyerState: '33' })).toBe(MAHARASHTRA);
    expect(placeOfSupply({ sellerState: KARNATAKA, buyerState: '33' })).toBe('33');
    expect(placeOfSupply({ sellerState: KARNATAKA })).toBe(KARNATAKA);
  });
});

describe('GST on a sale (decision 140)', () => {
  it('splits ₹11,800.00 including 18 % in Karnataka into ₹10,000 + ₹900 CGST + ₹900 SGST', () => {
    expect(gstBreakdown({ pricePaise: 1_180_000, pricesIncludeGst: true, rateBasisPoints: 1800, sellerState: KARNATAKA, placeOfSupply: KARNATAKA })).toEqual({
      placeOfSupply: KARNATAKA,
      regime: 'intra_state',
      rateBasisPoints: 1800,
      taxablePaise: 1_000_000,
      cgstPaise: 90_000,
      sgstPaise: 90_000,
      igstPaise: 0,
      totalPaise: 1_180_000,
    });
  });

  it('charges IGST to another state, and adds GST on top when prices exclude it', () => {
    expect(
      gstBreakdown({ pricePaise: 1_000_000, pricesIncludeGst: false, rateBasisPoints: 1800, sellerState: KARNATAKA, placeOfSupply: MAHARASHTRA }),
    ).toMatchObject({
      regime: 'inter_state',
      taxablePaise: 1_000_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 180_000,
      totalPaise: 1_180_000,
    });
  });

  it('rounds halves up, once, and gives the odd paisa to SGST', () => {
    // ₹999 including 18 %: 99,900 × 100 / 118 = 84,661.0169… → 84,661; tax 15,239 → 7,620 + 7,619.
    expect(gstBreakdown({ pricePaise: 99_900, pricesIncludeGst: true, rateBasisPoints: 1800, sellerState: KARNATAKA, placeOfSupply: KARNATAKA })).toMatchObject(
      {
        taxablePaise: 84_661,
        cgstPaise: 7_620,
        sgstPaise: 7_619,
        totalPaise: 99_900,
      },
    );
    expect(mulDivRound(1, 1, 2)).toBe(1);
    expect(mulDivRound(3, 1, 2)).toBe(2);
    expect(mulDivRound(1, 1, 3)).toBe(0);
  });

  it('refuses fractions of a paisa and impossible rates', () => {
    const base = { pricesIncludeGst: true, rateBasisPoints: 1800, sellerState: KARNATAKA, placeOfSupply: KARNATAKA } as const;
    expect(() => gstBreakdown({ ...base, pricePaise: 10.5 })).toThrow(RangeError);
    expect(() => gstBreakdown({ ...base, pricePaise: -1 })).toThrow(RangeError);
    expect(() => gstBreakdown({ ...base, pricePaise: 100, rateBasisPoints: 10_001 })).toThrow(RangeError);
  });

  it('holds at the exact bound: ₹1,160,716.90 including 12 % has a taxable value of exactly half a paisa', () => {
    const b = gstBreakdown({ pricePaise: 116_071_690, pricesIncludeGst: true, rateBasisPoints: 1200, sellerState: KARNATAKA, placeOfSupply: KARNATAKA });
    expect(b).toMatchObject({ taxablePaise: 103_635_438, cgstPaise: 6_218_126, sgstPaise: 6_218_126, totalPaise: 116_071_690 });
  });

  it('always adds up: taxable + each head = total; an inclusive price is what the buyer pays; heads differ by ≤ 1 paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.boolean(),
        fc.constantFrom(0, 500, 1200, 1800, 2800),
        fc.constantFrom(KARNATAKA, MAHARASHTRA),
        (pricePaise, pricesIncludeGst, rateBasisPoints, pos) => {
          const b = gstBreakdown({ pricePaise, pricesIncludeGst, rateBasisPoints, sellerState: KARNATAKA, placeOfSupply: pos });
          expect(b.taxablePaise + b.cgstPaise + b.sgstPaise + b.igstPaise).toBe(b.totalPaise);
          if (pricesIncludeGst) expect(b.totalPaise).toBe(pricePaise);
          else expect(b.taxablePaise).toBe(pricePaise);
          for (const v of [b.taxablePaise, b.cgstPaise, b.sgstPaise, b.igstPaise]) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          if (pos === KARNATAKA) {
            expect(b.igstPaise).toBe(0);
            expect(Math.abs(b.cgstPaise - b.sgstPaise)).toBeLessThanOrEqual(1);
          } else expect(b.cgstPaise + b.sgstPaise).toBe(0);
          // The tax is the rate applied to the taxable value, within the one rounding: half a paisa, or,
          // when the price includes GST, half a paisa of the inverse scaled by (1 + rate). Compared in
          // integers (× 20,000), because the bound is exact and floats miss it by an ulp (₹1,160,716.90
          // at 12 % lands on it).
          const tax = b.cgstPaise + b.sgstPaise + b.igstPaise;
          const twiceScaledError = Math.abs(2 * (tax * 10_000 - b.taxablePaise * rateBasisPoints));
          expect(twiceScaledError).toBeLessThanOrEqual(pricesIncludeGst ? 10_000 + rateBasisPoints : 10_000);
        },
      ),
    );
  });

  it('defaults to SAC 999293 (commercial training) and prints rates as people write them', () => {
    expect(DEFAULT_SAC_CODE).toBe('999293');
    expect(formatGstRate(1800)).toBe('18%');
    expect(formatGstRate(1250)).toBe('12.5%');
  });
});
