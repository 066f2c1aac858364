// GET /admin/invoices.csv?month=… (decision 141): the accountant's month of tax invoices, admins
// only; one row per invoice in issue order; the month is India's (an invoice at 00:00 IST on
// 1 November is November's though it is still October in UTC); rupees with two decimals; cells
// escaped and guarded against formulas like every export (lib/csv.ts).
import { parse } from 'csv-parse/sync';
import { INVOICE_CSV_COLUMNS } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { auditLog, invoices } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { testGstin, testInvoice as invoice } from '../../helpers/gst';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('GET /admin/invoices.csv on %s', (driver) => {
  const t = useTestApp(driver);
  const url = (month: string) => `${adminApi.invoicesCsv()}?month=${month}`;
  const parseCsv = (text: string): string[][] => parse(text, { bom: true });

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: url('2026-11') });
  });

  it("writes the month's invoices in India time, one row each, in rupees, escaped", async () => {
    await t.db.insert(invoices).values([
      invoice(1, '2026-10-31T23:59:59+05:30'), // October in India
      invoice(2, '2026-11-01T00:00:00+05:30', {
        // 31 October 18:30 UTC: November in India
        buyer: { name: 'Shah, "Sons" & Co', email: 'a@example.com', gstin: testGstin('27'), address: 'Mumbai', state: '27' },
        placeOfSupply: '27',
        regime: 'inter_state',
        taxable: 84_661,
        cgst: 0,
        sgst: 0,
        igst: 15_239,
        total: 99_900,
      }),
      invoice(3, '2026-11-30T23:59:59+05:30', { buyer: { name: '=HYPERLINK("x")', email: '', gstin: '', address: '', state: null } }),
      invoice(4, '2026-12-01T00:00:00+05:30'), // December
    ]);
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: url('2026-11'), headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tax-invoices-2026-11.csv"');
    expect(res.body.startsWith('\uFEFF"Invoice number","Invoice date"')).toBe(true);
    expect(res.body).toContain('"Shah, ""Sons"" & Co"');
    expect(parseCsv(res.body)).toEqual([
      [...INVOICE_CSV_COLUMNS],
      ['SA/2627/000002', '2026-11-01', 'Shah, "Sons" & Co', testGstin('27'), 'Maharashtra (27)', '999293', '846.61', '0.00', '0.00', '152.39', '999.00'],
      ['SA/2627/000003', '2026-11-30', `'=HYPERLINK("x")`, '', 'Karnataka (29)', '999293', '10000.00', '900.00', '900.00', '0.00', '11800.00'],
    ]);
    const [audit] = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit).toMatchObject({ actorUserId: admin.userId, action: 'invoice.export', entity: 'order', after: { month: '2026-11' } });
  });

  it('gives the header alone for a month without invoices', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: url('2027-02'), headers: admin.auth });
    expect(parseCsv(res.body)).toEqual([[...INVOICE_CSV_COLUMNS]]);
  });

  it.each(['2026-13', '2026-1', 'November', ''])('answers 422 with {detail} for month=%j', async (month) => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: url(month), headers: admin.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual(expect.any(String));
  });
});
