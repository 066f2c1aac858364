// A minimal PDF 1.4 writer: A4 pages of Helvetica text lines, nothing else. ~2 KB instead
// of a PDF library's 100+ KB, and the catalog needs no more (docs/decisions/203).
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** The base-14 fonts speak WinAnsi: keep printable ASCII, map a few typographic characters. */
export function pdfSafe(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/([\\()])/g, '\\$1');
}

/** Splits text so each line fits the page width (Helvetica averages ~0.5 em per glyph). */
export function wrap(text: string, size: number, width = PAGE_WIDTH - 2 * MARGIN): string[] {
  const max = Math.max(10, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function paginate(lines: readonly PdfLine[]): string[] {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 11;
    for (const [i, part] of wrap(line.text, size).entries()) {
      const step = size * 1.4 + (i === 0 ? (line.gap ?? 0) : 0);
      if (y - step < MARGIN) {
        pages.push(ops.join('\n'));
        ops = [];
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= step;
      ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td (${pdfSafe(part)}) Tj ET`);
    }
  }
  pages.push(ops.join('\n'));
  return pages;
}

/** The bytes of a PDF with the given lines, flowed over as many pages as they need. */
export function buildPdf(lines: readonly PdfLine[], title: string): Uint8Array {
  const pages = paginate(lines);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const firstPage = 5;
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (const [i, content] of pages.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    );
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  add(`<< /Title (${pdfSafe(title)}) /Producer (Vidya ERP Academy site) >>`);
  const infoRef = objects.length;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length); // ASCII only (pdfSafe), so characters are bytes
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoRef} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
