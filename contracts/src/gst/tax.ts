// GST on a sale of training (decision 140), in integer paise with one rounding rule, so that the
// lines of every invoice add up exactly. The rules, as an accountant checks them:
//
// 1. Place of supply (IGST Act 2017, s.12(2), services to a person in India): a registered buyer's
//    state (the GSTIN's first two digits); an unregistered buyer's state when they gave an address;
//    otherwise the seller's own state.
// 2. Place of supply in the seller's state → CGST + SGST, each half the rate (9 % + 9 % at 18 %).
//    Any other state → IGST at the full rate.
// 3. Prices as listed either include GST (the default: the price a student sees is what they pay)
//    or exclude it (GST is added on top). Either way:
//      taxable value = round(price × 100 / (100 + rate))   when the price includes GST
//                    = price                               when it does not
//      tax           = price − taxable value               when the price includes GST
//                    = round(taxable value × rate / 100)   when it does not
//      CGST          = round(tax / 2), SGST = tax − CGST    (intra-state; they differ by at most 1 paisa)
//      IGST          = tax                                  (inter-state)
//      total         = taxable value + tax
//    "round" is to the nearest paisa, halves up (CGST Rules 2017 allow rounding to the rupee or
//    paisa; we keep paise so that the invoice equals the amount charged by Razorpay).
// 4. Rates are held in basis points (1800 = 18 %), so no rule ever multiplies by a fraction.
import type { GstStateCode } from './states.ts';

/** Commercial training or coaching services (SAC 999293), at 18 % (Notification 11/2017-CT(Rate)). */
export const DEFAULT_SAC_CODE = '999293';
export const DEFAULT_GST_RATE_BASIS_POINTS = 1800;

export type TaxRegime = 'intra_state' | 'inter_state';

export interface GstBreakdown {
  placeOfSupply: GstStateCode;
  regime: TaxRegime;
  rateBasisPoints: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** a × b / c rounded to the nearest integer, halves up, in exact integer arithmetic (no floats). */
export function mulDivRound(a: number, b: number, c: number): number {
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((product * 2n + divisor) / (divisor * 2n));
}

/** Rule 1: where the supply is made. */
export function placeOfSupply(input: { sellerState: GstStateCode; buyerGstinState?: GstStateCode | null; buyerState?: GstStateCode | null }): GstStateCode {
  return input.buyerGstinState ?? input.buyerState ?? input.sellerState;
}

/** Rules 2–4 for one amount (a line, or an order of one line). */
export function gstBreakdown(input: {
  pricePaise: number;
  pricesIncludeGst: boolean;
  rateBasisPoints: number;
  sellerState: GstStateCode;
  placeOfSupply: GstStateCode;
}): GstBreakdown {
  const { pricePaise, pricesIncludeGst, rateBasisPoints } = input;
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0) throw new RangeError('price must be a whole number of paise, at least 0');
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) throw new RangeError('rate must be 0–10000 basis points');
  const taxablePaise = pricesIncludeGst ? mulDivRound(pricePaise, 10_000, 10_000 + rateBasisPoints) : pricePaise;
  const tax = pricesIncludeGst ? pricePaise - taxablePaise : mulDivRound(taxablePaise, rateBasisPoints, 10_000);
  const regime: TaxRegime = input.placeOfSupply === input.sellerState ? 'intra_state' : 'inter_state';
  const cgstPaise = regime === 'intra_state' ? mulDivRound(tax, 1, 2) : 0;
  return {
    placeOfSupply: input.placeOfSupply,
    regime,
    rateBasisPoints,
    taxablePaise,
    cgstPaise,
    sgstPaise: regime === 'intra_state' ? tax - cgstPaise : 0,
    igstPaise: regime === 'inter_state' ? tax : 0,
    totalPaise: taxablePaise + tax,
  };
}

/** "18%", "12.5%": a rate as printed on the invoice. */
export const formatGstRate = (basisPoints: number) => `${basisPoints / 100}%`;

/** A listed price's GST wording (decision 211): what the visitor will pay for it, as the checkout charges it. */
export const GST_PRICE_NOTES = {
  included: 'incl. GST',
  added: (rateBasisPoints: number) => `+ ${rateBasisPoints / 100} % GST`,
} as const;

/**
 * The wording beside a listed price, from the seller's tax settings, by the rule the checkout
 * charges with (decision 141: GST is added on top only by a registered seller whose prices exclude
 * it): "+ 18 % GST" then, "incl. GST" for a registered seller whose prices include it, and nothing
 * for a free course or a seller not registered for GST (who charges none, so claims none).
 */
export function gstPriceNote(pricePaise: number, tax: { gstin: string; prices_include_gst: boolean; rate_bp: number }): string | null {
  if (pricePaise === 0 || tax.gstin === '') return null;
  return tax.prices_include_gst ? GST_PRICE_NOTES.included : GST_PRICE_NOTES.added(tax.rate_bp);
}
