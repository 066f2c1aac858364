// GET /catalogue.pdf (decision 207): the catalogue read back as text by a PDF parser
// (unpdf, pdf.js) prints prices with the rupee sign and course names beyond ASCII as typed, lists
// only what the public pages list, is rendered once per version and revalidates with its ETag.
import { eq } from 'drizzle-orm';
import { CATALOGUE_FILE_NAME } from '@sap-academy/contracts';
import { courses, settings } from '../../src/db/schema';
import { seed } from '../../src/db/seed';
import { bumpRevision, readRevisionTag } from '../../src/repositories/audit';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { insertCourse } from '../helpers/fixtures';
import { pdfText } from '../helpers/pdf';

describe.each(DRIVERS)('GET /catalogue.pdf on %s', (driver) => {
  const t = useTestApp(driver);
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/catalogue.pdf', headers });

  it('prints "₹24,999.00"-style prices, "Free", and accented course names as typed', async () => {
    await insertCourse(t.db, { title: 'SAP FICO — Finanças & Contrôle (Zoë Ñúñez edition)', price: 2_499_900 });
    await insertCourse(t.db, { title: 'SAP Basics', price: 0 });
    await bumpRevision(t.db, 'site');
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${CATALOGUE_FILE_NAME}"`);
    expect(res.headers.etag).toBe(`"catalogue-${await readRevisionTag(t.db, 'site')}"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('SAP FICO — Finanças & Contrôle (Zoë Ñúñez edition)');
    expect(text).toContain('Beginner · 2 months · ₹24,999.00');
    expect(text).toContain('Beginner · 2 months · Free');
    expect(text).not.toContain('Rs.');
    expect(text).toContain('Topics: Section 1, Section 2.');
  });

  it('lists the seeded catalogue with the contact details from the settings', async () => {
    await seed(t.db, { demo: false });
    await t.db.insert(settings).values({ key: 'phone', value: '+91 98765 43210' });
    await bumpRevision(t.db, 'site');
    const text = await pdfText((await get()).rawPayload);
    const listed = await t.db.select({ title: courses.courseTitle }).from(courses).where(eq(courses.published, true));
    expect(listed.length).toBeGreaterThan(3);
    for (const { title } of listed) expect(text).toContain(title);
    expect(text).toMatch(/₹\d{1,2},\d{3}\.00/);
    expect(text).toContain('Phone +91 98765 43210');
  });

  it('answers 304 to its ETag without rendering, and a new file after a catalogue change', async () => {
    await insertCourse(t.db, { title: 'Kept' });
    await bumpRevision(t.db, 'site');
    const first = await get();
    const etag = first.headers.etag as string;
    const again = await get();
    // One render per version: the same bytes, not a second file.
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await get({ 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const draft = await insertCourse(t.db, { title: 'Unpublished draft', published: false });
    await insertCourse(t.db, { title: 'Brand new course' });
    await bumpRevision(t.db, 'site');
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const text = await pdfText(changed.rawPayload);
    expect(text).toContain('Brand new course');
    expect(text).not.toContain('Unpublished draft');
    expect(draft.id).toBeGreaterThan(0);
  });
});
