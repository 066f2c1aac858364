import { UTM_FIELDS } from 'mfe-shared/contracts';
import { UTM_FIELDS_LIST } from '../src/features/leads/lead-fields';
import { captureFirstTouch, firstTouch, FIRST_TOUCH_KEY } from '../src/features/leads/first-touch';
import { buildPdf, pdfSafe, wrap } from '../src/features/leads/pdf-document';
import { catalogLines, catalogPdf } from '../src/features/leads/catalog-pdf';
import { nextWebinarYear, webinarEventJsonLd, webinarIso } from '../src/features/webinar/webinar';
import { SITE_DATA_SNAPSHOT } from '../src/data/site-data';
import { CARD_DELAY_STEP_MS, STEP_DELAY_MS } from '../src/config/spec-constants';

describe('first-touch UTM', () => {
  it('uses the same field names as the API contract', () => {
    expect([...UTM_FIELDS_LIST]).toEqual([...UTM_FIELDS]);
  });

  it('keeps the first campaign and ignores later ones', () => {
    captureFirstTouch('?utm_source=google&utm_medium=cpc&other=x');
    captureFirstTouch('?utm_source=facebook');
    expect(firstTouch()).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
  });

  it('a visit without UTM stores nothing, and junk in storage reads as nothing', () => {
    captureFirstTouch('?page=2');
    expect(localStorage.getItem(FIRST_TOUCH_KEY)).toBeNull();
    localStorage.setItem(FIRST_TOUCH_KEY, '{not json');
    expect(firstTouch()).toEqual({});
  });
});

describe('PDF catalog', () => {
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

  it('is a well-formed PDF whose xref offsets point at its objects', () => {
    const pdf = text(catalogPdf({ email: 'info@example.in', phone: '+91 98450 12345' }, SITE_DATA_SNAPSHOT.courses));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it('lists every published course with its level, duration in months and price, as the site shows them', () => {
    const { courses } = SITE_DATA_SNAPSHOT;
    const pdf = text(catalogPdf({ email: 'a@b.c', phone: '1' }, courses));
    for (const course of courses) expect(pdf).toContain(pdfSafe(course.course_title));
    const lines = catalogLines({ email: 'a@b.c', phone: '1' }, courses).map((l) => l.text);
    expect(lines).toContain('Beginner - 2 months - Rs. 24,999.00. ' + courses.find((c) => c.slug === 'sap-mm')!.description);
    expect(lines.some((l) => l.startsWith('Beginner - 1 month - Free.'))).toBe(true);
    expect(lines.at(-1)).toContain('a@b.c');
  });

  it('flows long content over several pages and escapes PDF syntax', () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({ text: `Line (${i}) \\ – “quoted”` }));
    const pdf = text(buildPdf(lines, 'Test'));
    expect(Number(/\/Count (\d+)/.exec(pdf)![1])).toBeGreaterThan(1);
    expect(pdfSafe('a (b) \\ – “c” ₹')).toBe('a \\(b\\) \\\\ - "c" ');
    expect(wrap('one two three four', 11, 60).every((l) => l.length <= 10)).toBe(true);
  });
});

describe('webinar (SPEC §2, §9)', () => {
  it('is 25 August at 12:00 India time, ISO with +05:30', () => {
    expect(webinarIso(2026)).toBe('2026-08-25T12:00:00+05:30');
  });

  it('is the next 25 August from now', () => {
    expect(nextWebinarYear(new Date('2026-08-25T06:29:59Z'))).toBe(2026);
    expect(nextWebinarYear(new Date('2026-08-25T06:30:01Z'))).toBe(2027);
  });

  it('is an online Event in structured data', () => {
    const data = webinarEventJsonLd('https://vidya.example', 'Vidya ERP Academy', new Date('2026-01-01T00:00:00Z'));
    expect(data).toMatchObject({
      '@type': 'Event',
      startDate: '2026-08-25T12:00:00+05:30',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
    });
  });
});

describe('motion (SPEC §9)', () => {
  it('cards enter 200 ms × index apart, core values 150 ms × step', () => {
    expect([CARD_DELAY_STEP_MS, STEP_DELAY_MS]).toEqual([200, 150]);
  });
});
