// GET /admin/invoices/gstr1?month=… (decision 153): the month's invoices and credit notes as
// GSTR-1's tables, admins only, as a download named GSTR1_<gstin>_<MMYYYY>.json, valid against
// contracts' gstr1Schema, with every table's figures adding up to the CSV export's for the month.
import { parse } from 'csv-parse/sync';
import { GSTR1_MESSAGES, gstr1Schema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { auditLog, creditNotes, invoices } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { REGISTERED_SELLER, testGstin, testInvoice as invoice, UNREGISTERED_BUYER as unregistered } from '../../helpers/gst';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

const interState = (taxable: number, igst: number, pos = '27') => ({
  placeOfSupply: pos,
  regime: 'inter_state',
  taxable,
  cgst: 0,
  sgst: 0,
  igst,
  total: taxable + igst,
});

describe.each(DRIVERS)('GET /admin/invoices/gstr1 on %s', (driver) => {
  const t = useTestApp(driver);
  const url = (month: string) => `${adminApi.invoicesGstr1()}?month=${month}`;

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: url('2026-11') });
  });

  it('refuses a month that is not YYYY-MM with a 422 and {detail}', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    for (const month of ['2026-13', '11-2026', '']) {
      const res = await t.app.inject({ method: 'GET', url: url(month), headers: admin.auth });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toHaveProperty('detail');
    }
  });

  it('refuses a business with no GSTIN and no invoices with a 409', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: url('2026-11'), headers: admin.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: GSTR1_MESSAGES.notRegistered });
  });

  it("lays the month's invoices and credit notes out as GSTR-1's tables, adding up to the CSV", async () => {
    const buyerGstin = testGstin('27');
    const [, b2b, b2cs, , b2cl] = await t.db
      .insert(invoices)
      .values([
        invoice(1, '2026-10-31T23:59:59+05:30'), // October in India
        invoice(2, '2026-11-01T00:00:00+05:30', { buyer: { ...unregistered, gstin: buyerGstin, state: '27' }, ...interState(84_661, 15_239) }),
        invoice(3, '2026-11-02T10:00:00+05:30'),
        invoice(4, '2026-11-03T10:00:00+05:30', interState(100_000, 18_000, '33')),
        invoice(5, '2026-11-30T23:59:59+05:30', interState(10_000_000, 1_800_000)), // ₹1,18,000: B2CL
        invoice(6, '2026-12-01T00:00:00+05:30'),
      ])
      .returning();
    const cn = (serial: number, invoiceId: number, heads: { taxable: number; cgst: number; sgst: number; igst: number }) => ({
      number: `CN/2627/${String(serial).padStart(6, '0')}`,
      invoiceId,
      financialYear: 2026,
      serial,
      issuedAt: new Date('2026-11-20T12:00:00+05:30'),
      ...heads,
      total: heads.taxable + heads.cgst + heads.sgst + heads.igst,
      reason: 'Batch moved',
    });
    await t.db
      .insert(creditNotes)
      .values([
        cn(1, b2b!.id, { taxable: 84_661, cgst: 0, sgst: 0, igst: 15_239 }),
        cn(2, b2cs!.id, { taxable: 500_000, cgst: 45_000, sgst: 45_000, igst: 0 }),
        cn(3, b2cl!.id, { taxable: 1_000_000, cgst: 0, sgst: 0, igst: 180_000 }),
      ]);
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: url('2026-11'), headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="GSTR1_${REGISTERED_SELLER.gstin}_112026.json"`);
    const gstr1 = gstr1Schema.parse(res.json());
    expect(gstr1).toEqual({
      gstin: REGISTERED_SELLER.gstin,
      fp: '112026',
      b2b: [
        {
          ctin: buyerGstin,
          inv: [
            {
              inum: b2b!.number,
              idt: '01-11-2026',
              val: 999,
              pos: '27',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1801, itm_det: { rt: 18, txval: 846.61, iamt: 152.39, camt: 0, samt: 0, csamt: 0 } }],
            },
          ],
        },
      ],
      b2cl: [
        {
          pos: '27',
          inv: [{ inum: b2cl!.number, idt: '30-11-2026', val: 118_000, itms: [{ num: 1801, itm_det: { rt: 18, txval: 100_000, iamt: 18_000, csamt: 0 } }] }],
        },
      ],
      // The credit note of a B2CS invoice is netted into its line (₹10,000 − ₹5,000 taxable).
      b2cs: [
        { sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 5_000, iamt: 0, camt: 450, samt: 450, csamt: 0 },
        { sply_ty: 'INTER', pos: '33', typ: 'OE', rt: 18, txval: 1_000, iamt: 180, camt: 0, samt: 0, csamt: 0 },
      ],
      cdnr: [
        {
          ctin: buyerGstin,
          nt: [
            {
              ntty: 'C',
              nt_num: 'CN/2627/000001',
              nt_dt: '20-11-2026',
              val: 999,
              pos: '27',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1801, itm_det: { rt: 18, txval: 846.61, iamt: 152.39, camt: 0, samt: 0, csamt: 0 } }],
            },
          ],
        },
      ],
      cdnur: [
        {
          ntty: 'C',
          nt_num: 'CN/2627/000003',
          nt_dt: '20-11-2026',
          val: 11_800,
          typ: 'B2CL',
          pos: '27',
          itms: [{ num: 1801, itm_det: { rt: 18, txval: 10_000, iamt: 1_800, csamt: 0 } }],
        },
      ],
      hsn: {
        data: [
          // Invoices 2–5 less the three credit notes.
          {
            num: 1,
            hsn_sc: '999293',
            desc: 'Commercial training & coaching',
            uqc: 'NA',
            qty: 0,
            rt: 18,
            val: 113_280,
            txval: 96_000,
            iamt: 16_380,
            camt: 450,
            samt: 450,
            csamt: 0,
          },
        ],
      },
      doc_issue: {
        doc_det: [
          { doc_num: 1, docs: [{ num: 1, from: 'SA/2627/000002', to: 'SA/2627/000005', totnum: 4, cancel: 0, net_issue: 4 }] },
          { doc_num: 5, docs: [{ num: 1, from: 'CN/2627/000001', to: 'CN/2627/000003', totnum: 3, cancel: 0, net_issue: 3 }] },
        ],
      },
    });

    // The invoice tables before credit notes add up to the CSV's taxable and tax columns.
    const csv: string[][] = parse((await t.app.inject({ method: 'GET', url: adminApi.invoicesCsv() + '?month=2026-11', headers: admin.auth })).body, {
      bom: true,
    });
    const column = (name: string) => csv.slice(1).reduce((sum, row) => sum + Math.round(Number(row[csv[0]!.indexOf(name)]) * 100), 0);
    const paise = (rupees: number) => Math.round(rupees * 100);
    const invoiceItems = [
      ...gstr1.b2b.flatMap((g) => g.inv.map((i) => i.itms[0]!.itm_det)),
      ...gstr1.b2cl.flatMap((g) => g.inv.map((i) => i.itms[0]!.itm_det)),
    ];
    const creditedB2cs = 500_000;
    expect(invoiceItems.reduce((s, i) => s + paise(i.txval), 0) + gstr1.b2cs.reduce((s, l) => s + paise(l.txval), 0) + creditedB2cs).toBe(
      column('Taxable value'),
    );
    expect(column('Total') - 99_900 - 590_000 - 1_180_000).toBe(paise(gstr1.hsn.data[0]!.val));

    const audits = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toContain('invoice.export_gstr1');
  });
});
