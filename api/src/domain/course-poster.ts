// Course posters drawn as SVG from the course itself: every seeded or added course has a
// poster with no image pipeline and no third-party host.
const PALETTES = [
  ['#0b5cab', '#38bdf8'],
  ['#7c3aed', '#c084fc'],
  ['#047857', '#34d399'],
  ['#b45309', '#fbbf24'],
  ['#be123c', '#fb7185'],
  ['#0f766e', '#5eead4'],
] as const;

export const POSTER = { width: 640, height: 360, margin: 48 } as const;
/** The title's room: the poster's width less a margin each side. */
export const TITLE_WIDTH = POSTER.width - 2 * POSTER.margin;
/** Largest first: the title takes the largest size at which it fits in three lines. */
export const TITLE_SIZES = [44, 40, 36, 32, 28] as const;
export const MAX_TITLE_LINES = 3;
const LINE_HEIGHT = 1.2;
const FIRST_BASELINE = 150;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * A glyph's width in em, at least its advance in DejaVu Sans Bold, the widest of the bold sans
 * fonts `system-ui, sans-serif` resolves to (Linux's default; Segoe UI, San Francisco and Roboto
 * are narrower). The SVG is drawn by the viewer's browser, so the server cannot measure the font
 * it will use; over-estimating only wraps a little early, under-estimating clips the title.
 */
function glyphEm(char: string): number {
  if (/[iIjJl|.,:;']/.test(char)) return 0.4;
  if (char === ' ') return 0.35;
  if (/[ftr()[\]/\\!`-]/.test(char)) return 0.5;
  if (/[mMwW&%@+=<>~#^{}]/.test(char)) return 1.15;
  if (/[A-Z]/.test(char)) return 0.86;
  if (/[a-z0-9$?*_"]/.test(char)) return 0.73;
  return 1.1; // Accented, non-Latin or wide characters: the widest guess.
}

/** A text's width in pixels at `fontSize`, never less than the drawn width (see glyphEm). */
export const textWidth = (text: string, fontSize: number) => [...text].reduce((sum, char) => sum + glyphEm(char), 0) * fontSize;

/** Splits a word wider than the line into pieces that fit (a long code or URL-like title). */
function pieces(word: string, fontSize: number): string[] {
  if (textWidth(word, fontSize) <= TITLE_WIDTH) return [word];
  const out: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidth(piece + char, fontSize) > TITLE_WIDTH) {
      out.push(piece);
      piece = char;
    } else piece += char;
  }
  return piece ? [...out, piece] : out;
}

/** Greedy word wrap of the title into lines no wider than the title's room. */
function wrap(title: string, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => pieces(w, fontSize))) {
    const joined = line ? `${line} ${word}` : word;
    if (line && textWidth(joined, fontSize) > TITLE_WIDTH) {
      lines.push(line);
      line = word;
    } else line = joined;
  }
  return line ? [...lines, line] : lines;
}

/**
 * The title's lines and font size: the largest size at which it wraps onto at most three lines.
 * A title too long even at the smallest size keeps three lines, the last ending in an ellipsis.
 */
export function titleLayout(title: string): { fontSize: number; lines: string[] } {
  for (const fontSize of TITLE_SIZES) {
    const lines = wrap(title, fontSize);
    if (lines.length <= MAX_TITLE_LINES) return { fontSize, lines };
  }
  const fontSize = TITLE_SIZES[TITLE_SIZES.length - 1]!;
  const lines = wrap(title, fontSize).slice(0, MAX_TITLE_LINES);
  let last = lines[MAX_TITLE_LINES - 1]!;
  while (last && textWidth(`${last}…`, fontSize) > TITLE_WIDTH) last = [...last].slice(0, -1).join('');
  lines[MAX_TITLE_LINES - 1] = `${last.trimEnd()}…`;
  return { fontSize, lines };
}

export function coursePosterSvg(slug: string, title: string): string {
  const hash = [...slug].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const [from, to] = PALETTES[hash % PALETTES.length]!;
  const { fontSize, lines } = titleLayout(title);
  const step = Math.round(fontSize * LINE_HEIGHT);
  const text = lines
    .map((l, i) => `<text x="${POSTER.margin}" y="${FIRST_BASELINE + i * step}" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER.width}" height="${POSTER.height}" viewBox="0 0 ${POSTER.width} ${POSTER.height}" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#g)"/><circle cx="560" cy="70" r="120" fill="#fff" opacity="0.12"/>` +
    `<text x="${POSTER.margin}" y="80" font-size="22" font-family="system-ui, sans-serif" fill="#fff" opacity="0.85">SAP COURSE</text>` +
    `<g font-family="system-ui, sans-serif">${text}</g></svg>`
  );
}
