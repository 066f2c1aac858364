import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import fc from 'fast-check';
import { MAX_TITLE_LINES, POSTER, TITLE_SIZES, TITLE_WIDTH, coursePosterSvg, textWidth, titleLayout } from '../../src/domain/course-poster';
import { SEED_COURSES } from '../../src/db/seed/courses-data';
// Long titles were clipped at the poster's right edge ("SAP Foundations (Free)",
// "Warehouse Managemen…"). The title now wraps onto up to three lines at a size that fits, and
// the fit is checked against a real font: DejaVu Sans Bold, the widest bold sans the poster's
// `system-ui, sans-serif` resolves to (Linux's default).

const dejaVuBold = create(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'))) as Font;
const drawnWidth = (text: string, fontSize: number) =>
  (dejaVuBold.layout(text).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0) / dejaVuBold.unitsPerEm) * fontSize;

/** The title lines and their size, read back from the SVG as a browser would draw them. */
function drawnTitle(svg: string) {
  const texts = [...svg.matchAll(/<text x="(\d+)" y="(\d+)" font-size="(\d+)" font-weight="700"[^>]*>([^<]*)<\/text>/g)];
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return texts.map(([, x, y, size, text]) => ({ x: Number(x), y: Number(y), fontSize: Number(size), text: unescape(text!) }));
}

function expectFits(title: string) {
  const lines = drawnTitle(coursePosterSvg('slug', title));
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.length).toBeLessThanOrEqual(MAX_TITLE_LINES);
  for (const line of lines) {
    expect(line.x + drawnWidth(line.text, line.fontSize)).toBeLessThanOrEqual(POSTER.width - POSTER.margin);
    expect(line.y + line.fontSize * 0.3).toBeLessThanOrEqual(POSTER.height); // the descenders too
  }
  return lines;
}

describe('course poster title', () => {
  it.each(SEED_COURSES.map((c) => c.course_title))('"%s" fits inside the poster, every word of it', (title) => {
    const lines = expectFits(title);
    // Nothing is cut: the lines put together are the title.
    expect(lines.map((l) => l.text).join(' ')).toBe(title.split(/\s+/).join(' '));
  });

  it('wraps the titles the review found clipped, at the largest size that fits', () => {
    expect(titleLayout('SAP Foundations (Free)')).toEqual({ fontSize: 44, lines: ['SAP Foundations', '(Free)'] });
    const ewm = titleLayout('SAP EWM (Extended Warehouse Management)');
    expect(ewm.lines.length).toBeGreaterThan(1);
    expect(ewm.lines.join(' ')).toBe('SAP EWM (Extended Warehouse Management)');
    expect(ewm.lines.every((line) => drawnWidth(line, ewm.fontSize) <= TITLE_WIDTH)).toBe(true);
  });

  it('a short title keeps one line at the largest size', () => {
    expect(titleLayout('SAP MM')).toEqual({ fontSize: TITLE_SIZES[0], lines: ['SAP MM'] });
  });

  it('shrinks a title that needs more than three lines at the largest size', () => {
    const title = 'SAP S/4HANA Finance Extended Warehouse Management Certification';
    expect(titleLayout(title).fontSize).toBeLessThan(TITLE_SIZES[0]);
    expect(
      expectFits(title)
        .map((l) => l.text)
        .join(' '),
    ).toBe(title);
  });

  it('ends a title too long for three lines at the smallest size with an ellipsis, still inside', () => {
    const title = 'Word '.repeat(60).trim();
    const lines = expectFits(title);
    expect(lines).toHaveLength(MAX_TITLE_LINES);
    expect(lines[0]!.fontSize).toBe(TITLE_SIZES[TITLE_SIZES.length - 1]);
    expect(lines[MAX_TITLE_LINES - 1]!.text.endsWith('…')).toBe(true);
  });

  it('breaks a single word longer than a line', () => {
    const title = 'Z'.repeat(40);
    const lines = expectFits(title);
    expect(lines.map((l) => l.text).join('')).toBe(title);
  });

  it('never measures a line narrower than DejaVu Sans Bold draws it, for any printable ASCII title', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ -~]{1,80}$/), (title) => {
        for (const fontSize of TITLE_SIZES) expect(textWidth(title, fontSize)).toBeGreaterThanOrEqual(drawnWidth(title, fontSize) - 0.01);
      }),
    );
    for (const title of ['SAP <Extended> & "Warehouse"', 'Ünïcödé Çourse — Grundlagen']) expectFits(title);
  });
});
