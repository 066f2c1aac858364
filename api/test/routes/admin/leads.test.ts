// The back office's lead inbox: admins only, filters and paging, the version check,
// the audit row, and the CSV export compared cell by cell with the database.
import { asc, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { ADMIN_MESSAGES, LEAD_CSV_COLUMNS, adminLeadListResponseSchema, adminLeadSchema } from '@sap-academy/contracts/admin';
import { auditLog, leads } from '../../../src/db/schema';
import { indiaTimestamp } from '../../../src/lib/csv';
import { toAdminLead } from '../../../src/repositories/admin-leads';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

type LeadInsert = typeof leads.$inferInsert;

describe.each(DRIVERS)('admin leads on %s', (driver) => {
  const t = useTestApp(driver);
  const admin = () => signUpAs(t.app, t.db, 'admin');
  const insertLeads = async (...rows: Array<Partial<LeadInsert>>) =>
    t.db
      .insert(leads)
      .values(rows.map((r, i) => ({ type: 'contact', name: `Lead ${i}`, email: `lead${i}@example.com`, ...r })))
      .returning();
  const get = async (url: string, auth: { authorization: string }) => t.app.inject({ method: 'GET', url, headers: auth });

  it.each([
    ['GET', '/admin/leads'],
    ['GET', '/admin/leads.csv'],
    ['GET', '/admin/leads/1'],
    ['PATCH', '/admin/leads/1'],
  ] as const)('%s %s: 401 visitor, 403 student and editor', async (method, url) => {
    await insertLeads({});
    await expectAdminOnly(t.app, t.db, { method, url, ...(method === 'PATCH' && { payload: { version: 0, status: 'won' } }) });
    expect((await t.db.select().from(leads))[0]).toMatchObject({ status: 'new', version: 0 });
  });

  it('lists newest first with the total, pages, and matches q on name, e-mail or subject without case', async () => {
    const me = await admin();
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 6));
    await insertLeads(
      { name: 'Asha Rao', createdAt: day(1) },
      { name: 'Bala', email: 'BALA@corp.example', createdAt: day(2) },
      { name: 'Chitra', subject: 'SAP MM for our team', createdAt: day(3) },
      { name: 'Devi 100%_off', createdAt: day(4) },
    );
    const all = adminLeadListResponseSchema.parse((await get('/admin/leads', me.auth)).json());
    expect(all.results.map((l) => l.name)).toEqual(['Devi 100%_off', 'Chitra', 'Bala', 'Asha Rao']);
    expect(all).toMatchObject({ total: 4, page: 1, page_size: 25 });

    const page2 = (await get('/admin/leads?page=2&page_size=3', me.auth)).json();
    expect(page2).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(page2.results.map((l: { name: string }) => l.name)).toEqual(['Asha Rao']);

    const names = async (query: string) => (await get(`/admin/leads?${query}`, me.auth)).json().results.map((l: { name: string }) => l.name);
    expect(await names('q=bala%40CORP')).toEqual(['Bala']);
    expect(await names('q=sap%20mm')).toEqual(['Chitra']);
    expect(await names('q=RAO')).toEqual(['Asha Rao']);
    // % and _ are literal text, not wildcards.
    expect(await names('q=100%25_')).toEqual(['Devi 100%_off']);
    expect(await names('q=%25')).toEqual(['Devi 100%_off']);
    expect(await names('sort=name')).toEqual(['Asha Rao', 'Bala', 'Chitra', 'Devi 100%_off']);
    expect(await names('sort=created_at')).toEqual(['Asha Rao', 'Bala', 'Chitra', 'Devi 100%_off']);
  });

  it('filters by type, status, UTM source (any case) and inclusive India days', async () => {
    const me = await admin();
    await insertLeads(
      // 2026-03-09 23:59 IST = 18:29 UTC; 2026-03-10 00:00 IST = 2026-03-09 18:30 UTC.
      { name: 'late on the 9th', createdAt: new Date('2026-03-09T18:29:59Z'), utmSource: 'Google' },
      { name: 'start of the 10th', createdAt: new Date('2026-03-09T18:30:00Z'), type: 'webinar', status: 'won' },
      { name: 'end of the 11th', createdAt: new Date('2026-03-11T18:29:59Z'), utmSource: 'linkedin' },
      { name: 'start of the 12th', createdAt: new Date('2026-03-11T18:30:00Z'), type: 'catalog', utmSource: 'google' },
    );
    const names = async (query: string) => (await get(`/admin/leads?sort=created_at&${query}`, me.auth)).json().results.map((l: { name: string }) => l.name);
    expect(await names('from=2026-03-10&to=2026-03-11')).toEqual(['start of the 10th', 'end of the 11th']);
    expect(await names('from=2026-03-12')).toEqual(['start of the 12th']);
    expect(await names('to=2026-03-09')).toEqual(['late on the 9th']);
    expect(await names('type=webinar')).toEqual(['start of the 10th']);
    expect(await names('status=won')).toEqual(['start of the 10th']);
    expect(await names('utm_source=GOOGLE')).toEqual(['late on the 9th', 'start of the 12th']);
    expect(await names('type=catalog&utm_source=google')).toEqual(['start of the 12th']);
  });

  it.each([
    ['from=10-03-2026', 'querystring.from'],
    ['type=spam', 'querystring.type'],
    ['status=open', 'querystring.status'],
    ['page=0', 'querystring.page'],
    ['page_size=101', 'querystring.page_size'],
    ['sort=email', 'querystring.sort'],
    ['sort=-password_hash', 'querystring.sort'],
  ])('answers 422 for %s', async (query, field) => {
    const me = await admin();
    for (const url of [`/admin/leads?${query}`, `/admin/leads.csv?${query}`]) {
      if (url.includes('.csv') && /page|sort/.test(query)) continue; // the export has no paging or sort
      const res = await get(url, me.auth);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields[field]).toEqual(expect.any(String));
    }
  });

  it('reads one lead; 404 for an unknown one, 422 for a malformed id', async () => {
    const me = await admin();
    const [row] = await insertLeads({ name: 'Meera', utmCampaign: 'sap-mm' });
    const res = await get(`/admin/leads/${row!.id}`, me.auth);
    expect(res.statusCode).toBe(200);
    expect(adminLeadSchema.parse(res.json())).toEqual(toAdminLead(row!));
    expect((await get('/admin/leads/999', me.auth)).statusCode).toBe(404);
    expect((await get('/admin/leads/01', me.auth)).statusCode).toBe(422);
  });

  it('updates status and notes, bumps the version and writes the audit row with before and after', async () => {
    const me = await admin();
    const [row] = await insertLeads({ name: 'Meera' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/admin/leads/${row!.id}`,
      headers: me.auth,
      payload: { version: 0, status: 'contacted', notes: 'Called on Monday.\nWants a quote.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row!.id, status: 'contacted', notes: 'Called on Monday.\nWants a quote.', version: 1 });
    const [audit] = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit).toMatchObject({ actorUserId: me.userId, action: 'lead.update', entity: 'lead', entityId: String(row!.id) });
    expect(audit!.before).toMatchObject({ status: 'new', notes: '', version: 0 });
    expect(audit!.after).toMatchObject({ status: 'contacted', version: 1 });

    // Only the notes: the status stays.
    const notes = await t.app.inject({ method: 'PATCH', url: `/admin/leads/${row!.id}`, headers: me.auth, payload: { version: 1, notes: 'Sent the quote.' } });
    expect(notes.json()).toMatchObject({ status: 'contacted', notes: 'Sent the quote.', version: 2 });
  });

  it('answers 409 for a stale version and changes nothing; 404 for an unknown lead; 422 for bad bodies', async () => {
    const me = await admin();
    const [row] = await insertLeads({ name: 'Meera' });
    const url = `/admin/leads/${row!.id}`;
    expect((await t.app.inject({ method: 'PATCH', url, headers: me.auth, payload: { version: 0, status: 'won' } })).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'PATCH', url, headers: me.auth, payload: { version: 0, status: 'lost' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: ADMIN_MESSAGES.staleVersion });
    expect((await t.db.select().from(leads).where(eq(leads.id, row!.id)))[0]).toMatchObject({ status: 'won', version: 1 });
    expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toHaveLength(1);

    expect((await t.app.inject({ method: 'PATCH', url: '/admin/leads/999', headers: me.auth, payload: { version: 0, status: 'won' } })).statusCode).toBe(404);
    for (const [payload, field] of [
      [{ status: 'won' }, 'body.version'],
      [{ version: 1, status: 'open' }, 'body.status'],
      [{ version: -1 }, 'body.version'],
      [{ version: 1, notes: 'x'.repeat(10_001) }, 'body.notes'],
    ] as const) {
      const res = await t.app.inject({ method: 'PATCH', url, headers: me.auth, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields[field]).toEqual(expect.any(String));
    }
  });

  describe('GET /admin/leads.csv', () => {
    const parseCsv = (text: string): string[][] => parse(text, { bom: true });

    it('streams every matching lead as Excel-safe CSV that parses back to the database rows', async () => {
      const me = await admin();
      await insertLeads(
        { name: 'Meera, Iyer', message: 'Line one\nLine "two"\r\nthree', utmSource: 'google', createdAt: new Date('2026-03-10T05:00:00Z') },
        { name: '=HYPERLINK("http://evil.example","click")', subject: '+91 call me', mobile: '-1', utmSource: 'google', notes: '@once' },
        { name: 'Tab\tinside', email: 'ünïcödé@example.com', page: '/contact', utmSource: 'bing' },
      );
      const res = await get('/admin/leads.csv?utm_source=google', me.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const text = res.rawPayload.toString('utf8');
      // Every record ends with CRLF; a bare \n appears only inside a quoted cell.
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.split('\r\n')[0]).toBe(`\uFEFF${LEAD_CSV_COLUMNS.map((c) => `"${c}"`).join(',')}`);

      const [header, ...records] = parseCsv(text);
      expect(header).toEqual([...LEAD_CSV_COLUMNS]);
      const rows = await t.db.select().from(leads).where(eq(leads.utmSource, 'google')).orderBy(asc(leads.id));
      const guard = (v: string) => (/^[=+\-@\t\r]/.test(v) && !/^\+[1-9]\d{6,14}$/.test(v) ? `'${v}` : v);
      expect(records).toEqual(
        rows.map((row) => {
          const lead = toAdminLead(row);
          return LEAD_CSV_COLUMNS.map((c) => (c === 'created_at' ? indiaTimestamp(row.createdAt) : guard(lead[c] === null ? '' : String(lead[c]))));
        }),
      );
      expect(records[0]![LEAD_CSV_COLUMNS.indexOf('message')]).toBe('Line one\nLine "two"\r\nthree');
      expect(records[1]![LEAD_CSV_COLUMNS.indexOf('name')]).toBe(`'=HYPERLINK("http://evil.example","click")`);
      expect(records[1]![LEAD_CSV_COLUMNS.indexOf('mobile')]).toBe("'-1");
      expect(records[1]![LEAD_CSV_COLUMNS.indexOf('notes')]).toBe("'@once");
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    });

    // The screen shows IST, so does the file; a phone opens in a dialler as it is.
    it('writes times in IST with the offset and E.164 phones without the formula guard', async () => {
      const me = await admin();
      await insertLeads(
        { name: 'Asha', mobile: '+919876543210', createdAt: new Date('2026-03-10T05:00:00Z') },
        { name: '+91 not a phone', mobile: '+91 98765 call', subject: '=1+1', createdAt: new Date('2026-03-10T20:45:30Z') },
        { name: '@handle', mobile: '-98765', subject: '+919876543210 please', createdAt: new Date('2026-12-31T18:30:00Z') },
      );
      const [header, ...records] = parseCsv((await get('/admin/leads.csv', me.auth)).body);
      const cell = (row: number, column: (typeof LEAD_CSV_COLUMNS)[number]) => records[row]![header!.indexOf(column)];
      expect(records.map((_, i) => cell(i, 'created_at'))).toEqual(['2026-03-10T10:30:00+05:30', '2026-03-11T02:15:30+05:30', '2027-01-01T00:00:00+05:30']);
      expect(cell(0, 'mobile')).toBe('+919876543210');
      expect(cell(1, 'mobile')).toBe("'+91 98765 call");
      expect(cell(1, 'name')).toBe("'+91 not a phone");
      expect(cell(1, 'subject')).toBe("'=1+1");
      expect(cell(2, 'name')).toBe("'@handle");
      expect(cell(2, 'mobile')).toBe("'-98765");
      expect(cell(2, 'subject')).toBe("'+919876543210 please");
    });

    it('exports all matching rows, past one read batch, in id order with no paging; the header alone when none match', async () => {
      const me = await admin();
      await insertLeads(...Array.from({ length: 1203 }, (_, i) => ({ name: `Lead ${i}`, type: i % 3 === 0 ? 'webinar' : 'contact' })));
      const records = parseCsv((await get('/admin/leads.csv?type=webinar&page_size=10', me.auth)).body).slice(1);
      expect(records).toHaveLength(401);
      const ids = records.map((r) => Number(r[0]));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(records.map((r) => r[2]))).toEqual(new Set(['webinar']));

      const none = await get('/admin/leads.csv?q=nobody-matches', me.auth);
      expect(none.statusCode).toBe(200);
      expect(parseCsv(none.body)).toEqual([[...LEAD_CSV_COLUMNS]]);
    });
  });
});
