// GSTR-1's tables as a property (decision 153): for any month of invoices (registered or not,
// intra- or inter-state, small or above the B2CL limit) and credit notes on them, the export is
// valid against contracts' gstr1Schema, every invoice is reported in exactly one of b2b, b2cl and
// b2cs, the invoice tables plus what B2CS netted add up to the CSV export's columns, and the HSN
// summary is the invoices less the credit notes, to the paisa.
import fc from 'fast-check';
import { gstr1Schema } from '@sap-academy/contracts/admin';
import { gstBreakdown, type GstStateCode } from '@sap-academy/contracts/gst';
import { invoiceCsvRow } from '../../src/services/invoice-export';
import { buildGstr1, kindOf, type Gstr1CreditNote, type Gstr1Invoice } from '../../src/services/gstr1';
import type { InvoiceRow } from '../../src/repositories/invoices';
import { REGISTERED_SELLER, testGstin } from '../helpers/gst';

const paise = (rupees: number) => Math.round(rupees * 100);
const sum = <T>(rows: T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);

const invoiceArb = fc.record({
  price: fc.integer({ min: 100, max: 3_00_000_00 }),
  place: fc.constantFrom<GstStateCode>('29', '27', '33', '07'),
  registered: fc.boolean(),
  day: fc.integer({ min: 1, max: 30 }),
  creditShare: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
});

describe('GSTR-1 tables (property)', () => {
  it('are valid, report each invoice once, and add up to the CSV and to invoices less credit notes', () => {
    fc.assert(
      fc.property(fc.array(invoiceArb, { maxLength: 30 }), (drawn) => {
        const invoices: Gstr1Invoice[] = drawn.map((d, index) => {
          const figures = gstBreakdown({ pricePaise: d.price, pricesIncludeGst: true, rateBasisPoints: 1800, sellerState: '29', placeOfSupply: d.place });
          return {
            number: `SA/2627/${String(index + 1).padStart(6, '0')}`,
            serial: index + 1,
            issuedAt: new Date(`2026-11-${String(d.day).padStart(2, '0')}T10:00:00+05:30`),
            buyer: { name: 'B', email: '', gstin: d.registered ? testGstin(d.place) : '', address: '', state: d.place },
            placeOfSupply: d.place,
            regime: figures.regime,
            sac: '999293',
            rateBp: 1800,
            taxable: figures.taxablePaise,
            cgst: figures.cgstPaise,
            sgst: figures.sgstPaise,
            igst: figures.igstPaise,
            total: figures.totalPaise,
          };
        });
        const creditNotes = drawn.flatMap((d, index) => {
          if (d.creditShare === null) return [];
          const invoice = invoices[index]!;
          const part = (value: number) => Math.floor((value * d.creditShare!) / 100);
          const heads = { taxable: part(invoice.taxable), cgst: part(invoice.cgst), sgst: part(invoice.sgst), igst: part(invoice.igst) };
          const note: Gstr1CreditNote = {
            number: `CN/2627/${String(index + 1).padStart(6, '0')}`,
            serial: index + 1,
            issuedAt: new Date('2026-11-30T12:00:00+05:30'),
            ...heads,
            total: heads.taxable + heads.cgst + heads.sgst + heads.igst,
          };
          return [{ note, invoice }];
        });

        const gstr1 = gstr1Schema.parse(JSON.parse(JSON.stringify(buildGstr1({ gstin: REGISTERED_SELLER.gstin, month: '2026-11', invoices, creditNotes }))));

        // Each invoice once, in the table its kind names.
        const reported = [...gstr1.b2b.flatMap((g) => g.inv.map((i) => i.inum)), ...gstr1.b2cl.flatMap((g) => g.inv.map((i) => i.inum))];
        expect(reported.sort()).toEqual(
          invoices
            .filter((i) => kindOf(i) !== 'b2cs')
            .map((i) => i.number)
            .sort(),
        );

        // Invoice tables + B2CS (with its credit notes added back) = the CSV's columns.
        const csv = invoices.map((i) => invoiceCsvRow(i as InvoiceRow));
        const csvColumn = (index: number) => sum(csv, (row) => paise(Number(row[index])));
        const b2csCredited = creditNotes.filter(({ invoice }) => kindOf(invoice) === 'b2cs').map(({ note }) => note);
        const invoiceItems = [
          ...gstr1.b2b.flatMap((g) => g.inv.map((i) => i.itms[0]!.itm_det)),
          ...gstr1.b2cl.flatMap((g) => g.inv.map((i) => i.itms[0]!.itm_det)),
        ];
        const taxable = sum(invoiceItems, (i) => paise(i.txval)) + sum(gstr1.b2cs, (l) => paise(l.txval)) + sum(b2csCredited, (n) => n.taxable);
        const igst = sum(invoiceItems, (i) => paise(i.iamt)) + sum(gstr1.b2cs, (l) => paise(l.iamt)) + sum(b2csCredited, (n) => n.igst);
        expect(taxable).toBe(csvColumn(6));
        expect(igst).toBe(csvColumn(9));

        // Credit notes reported in cdnr/cdnur or netted in B2CS, each once.
        const notesReported = gstr1.cdnr.flatMap((g) => g.nt).length + gstr1.cdnur.length + b2csCredited.length;
        expect(notesReported).toBe(creditNotes.length);

        // HSN: invoices less credit notes, to the paisa.
        const notes = creditNotes.map(({ note }) => note);
        expect(sum(gstr1.hsn.data, (r) => paise(r.val))).toBe(sum(invoices, (i) => i.total) - sum(notes, (n) => n.total));
        expect(sum(gstr1.hsn.data, (r) => paise(r.txval))).toBe(sum(invoices, (i) => i.taxable) - sum(notes, (n) => n.taxable));
        expect(sum(gstr1.hsn.data, (r) => paise(r.camt) + paise(r.samt) + paise(r.iamt))).toBe(
          sum(invoices, (i) => i.cgst + i.sgst + i.igst) - sum(notes, (n) => n.cgst + n.sgst + n.igst),
        );

        // doc_issue counts every document.
        const counts = gstr1.doc_issue.doc_det.map((d) => sum(d.docs, (line) => line.totnum));
        expect(sum(counts, (c) => c)).toBe(invoices.length + creditNotes.length);
      }),
      { numRuns: 200 },
    );
  });
});
