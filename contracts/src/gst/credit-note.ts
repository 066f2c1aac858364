// GST credit notes for refunds (decision 142; CGST Act 2017 s.34, CGST Rules 2017 rule 53). The
// rules, as an accountant checks them:
//
// 1. A refund of an invoiced sale is documented by a credit note that names the invoice (its number
//    and date) and reduces its taxable value and each tax head.
// 2. The reduction is in the invoice's own proportion, with the invoice's own rounding (decision
//    140): for the refunds so far, R paise in all,
//      taxable credited = round(invoice taxable × R / invoice total)   (nearest paisa, halves up)
//      tax credited     = R − taxable credited
//      CGST credited    = round(tax credited / 2), SGST = tax credited − CGST   (intra-state)
//      IGST credited    = tax credited                                          (inter-state)
//    A credit note carries the difference between these figures after and before its refund.
// 3. So each credit note adds up to its refund to the paisa, no head ever goes negative, the notes
//    of an invoice never credit more than the invoice's heads, and a full refund credits exactly
//    the invoice (a fast-check property in contracts/test).
// Credit notes are numbered like invoices, in their own series: `CN/2627/000007`.
import { mulDivRound, type TaxRegime } from './tax.ts';

export const CREDIT_NOTE_PREFIX = 'CN';

export interface TaxHeads {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** Rule 2: what the first `refundedPaise` of an invoice's total credit, in all. */
export function creditedSoFar(invoice: TaxHeads & { regime: TaxRegime }, refundedPaise: number): TaxHeads {
  if (!Number.isSafeInteger(refundedPaise) || refundedPaise < 0 || refundedPaise > invoice.totalPaise) {
    throw new RangeError('refunds must be whole paise between 0 and the invoice total');
  }
  const taxablePaise = invoice.totalPaise === 0 ? 0 : mulDivRound(invoice.taxablePaise, refundedPaise, invoice.totalPaise);
  const tax = refundedPaise - taxablePaise;
  const cgstPaise = invoice.regime === 'intra_state' ? mulDivRound(tax, 1, 2) : 0;
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise: invoice.regime === 'intra_state' ? tax - cgstPaise : 0,
    igstPaise: invoice.regime === 'inter_state' ? tax : 0,
    totalPaise: refundedPaise,
  };
}

/** Rule 2's difference: the figures of the credit note for `refundPaise` after `alreadyRefundedPaise`. */
export function creditNoteBreakdown(invoice: TaxHeads & { regime: TaxRegime }, alreadyRefundedPaise: number, refundPaise: number): TaxHeads {
  if (!Number.isSafeInteger(refundPaise) || refundPaise < 1) throw new RangeError('a refund is at least one paisa');
  const before = creditedSoFar(invoice, alreadyRefundedPaise);
  const after = creditedSoFar(invoice, alreadyRefundedPaise + refundPaise);
  return {
    taxablePaise: after.taxablePaise - before.taxablePaise,
    cgstPaise: after.cgstPaise - before.cgstPaise,
    sgstPaise: after.sgstPaise - before.sgstPaise,
    igstPaise: after.igstPaise - before.igstPaise,
    totalPaise: refundPaise,
  };
}
