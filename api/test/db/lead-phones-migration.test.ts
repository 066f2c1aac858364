// Migration 0005 (decision 123): phones stored before the API normalised them get the E.164
// spelling the API now writes — the same answer as normalisePhone for every shape it rewrites —
// and anything else stays as typed. Run again on migrated rows, it changes nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { leads } from '../../src/db/schema';
import { normalisePhone } from '../../src/lib/phone';
import { MIGRATIONS_FOLDER } from '../../src/paths';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';

const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, '0008_lead_phones_e164.sql'), 'utf8');

const REWRITTEN = [
  '9876543210',
  '+91 98765 43210',
  '098765 43210',
  '91-98765-43210',
  '0091 98765 43210',
  '(+91) 98765.43210',
  '+1 (415) 555-2671',
  '080 2345 6789',
];
const KEPT = ['22 2345 6789', 'call me after 6', '12345', '+91 98765 call', '98765 4321', '5876543210'];

describe.each(EVERY_DRIVER)('migration 0005 (lead phones in E.164) on %s', (driver) => {
  const t = useTestApp(driver);

  it('rewrites what it can read as the API would, keeps the rest as typed, and is idempotent', async () => {
    const typed = [...REWRITTEN, ...KEPT, null];
    await t.db.insert(leads).values(typed.map((mobile, i) => ({ type: 'contact', name: `Lead ${i}`, email: `l${i}@example.com`, mobile })));
    const mobiles = async () => (await t.db.select({ mobile: leads.mobile }).from(leads).orderBy(asc(leads.id))).map((row) => row.mobile);

    await t.db.execute(sql.raw(MIGRATION));
    const after = await mobiles();
    expect(after).toEqual([...REWRITTEN.map(normalisePhone), ...KEPT, null]);
    expect(after.slice(0, 6)).toEqual(Array(6).fill('+919876543210'));
    expect(after[6]).toBe('+14155552671');
    expect(after[7]).toBe('+918023456789'); // a Bengaluru landline with its 0 and STD code

    await t.db.execute(sql.raw(MIGRATION));
    expect(await mobiles()).toEqual(after);
  });
});
