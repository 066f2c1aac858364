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

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Splits a title into at most three lines of about `width` characters. */
function lines(title: string, width = 22): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      out.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) out.push(line);
  return out.slice(0, 3);
}

export function coursePosterSvg(slug: string, title: string): string {
  const hash = [...slug].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const [from, to] = PALETTES[hash % PALETTES.length]!;
  const text = lines(title)
    .map((l, i) => `<text x="48" y="${150 + i * 52}" font-size="44" font-weight="700" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#g)"/><circle cx="560" cy="70" r="120" fill="#fff" opacity="0.12"/>` +
    `<text x="48" y="80" font-size="22" font-family="system-ui, sans-serif" fill="#fff" opacity="0.85">SAP COURSE</text>` +
    `<g font-family="system-ui, sans-serif">${text}</g></svg>`
  );
}
