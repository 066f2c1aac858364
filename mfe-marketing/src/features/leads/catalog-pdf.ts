// The course catalog the catalog form downloads: generated in the browser from the same
// course data as the listing (the site data's published courses), in the form's lazy chunk
// (docs/decisions/203, 206).
import { BRAND_NAME, formatPrice, monthsLabel, type PublicCourse } from 'mfe-shared';
import { FREE_LABEL } from '../../config/spec-constants';
import { buildPdf, type PdfLine } from './pdf-document';

export const CATALOG_FILE_NAME = 'vidya-erp-academy-sap-course-catalog.pdf';
export const CATALOG_TITLE = `${BRAND_NAME} - SAP Course Catalog`;

export function catalogLines(
  contact: { email: string; phone: string },
  courses: readonly PublicCourse[],
  settings: { currency?: string; locale?: string } = {},
): PdfLine[] {
  const lines: PdfLine[] = [
    { text: CATALOG_TITLE, size: 20, bold: true },
    { text: 'Live one-on-one, recorded or hybrid. Real projects, practice server access, mock interviews and lifetime support.', gap: 6 },
  ];
  for (const course of courses) {
    // The PDF writer is WinAnsi-only: the rupee sign becomes "Rs." rather than a lost glyph.
    const price = course.price === 0 ? FREE_LABEL : formatPrice(course.price, settings).replace('₹', 'Rs. ');
    lines.push({ text: course.course_title, size: 14, bold: true, gap: 14 });
    lines.push({ text: `${course.difficulty_level} - ${monthsLabel(course.course_duration)} - ${price}. ${course.description}` });
    if (course.topics.length) lines.push({ text: `Topics: ${course.topics.join(', ')}.` });
  }
  lines.push({ text: 'Talk to us', size: 14, bold: true, gap: 14 });
  lines.push({ text: `E-mail ${contact.email} - Phone ${contact.phone} - Bengaluru, India` });
  return lines;
}

export function catalogPdf(
  contact: { email: string; phone: string },
  courses: readonly PublicCourse[],
  settings: { currency?: string; locale?: string } = {},
): Uint8Array {
  return buildPdf(catalogLines(contact, courses, settings), CATALOG_TITLE);
}

/** Saves bytes as a file through a temporary object URL. */
export function saveFile(bytes: Uint8Array, fileName: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
