// The receipt's typeface: DejaVu Sans from the `dejavu-fonts-ttf` package, a runtime dependency
// of the API, so the production install (node_modules beside dist/, decision 111) carries it and
// nothing is copied at build time. PDF's standard 14 fonts are Latin-1 only: no ₹ (U+20B9) and
// no names beyond Western Europe; DejaVu Sans has both, and pdfkit embeds only the glyphs used.
import { readFileSync } from 'node:fs';

export const RECEIPT_FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

let cached: { regular: Buffer; bold: Buffer } | undefined;

/** Both faces, read once per process. Throws at the first receipt if the package is missing. */
export function receiptFonts() {
  cached ??= {
    regular: readFileSync(require.resolve(RECEIPT_FONT_FILES.regular)),
    bold: readFileSync(require.resolve(RECEIPT_FONT_FILES.bold)),
  };
  return cached;
}
