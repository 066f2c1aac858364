// The downloadable course catalogue (decision 207): the published courses with level,
// duration, price and topics, and how to reach the provider, as an A4 PDF in the receipts' DejaVu
// Sans (../receipts/receipt-font.ts), so "₹24,999.00" and names beyond ASCII print as typed.
// PDF's standard 14 fonts are Latin-1 only: the browser-side writer this replaces printed "Rs."
// and dropped every other character it could not encode.
import { loadPdfKit } from '../receipts/pdfkit';
import type { PublicCourse, Settings } from '@sap-academy/contracts';
import { formatPrice } from '@sap-academy/contracts/money';
import { BRAND_COLORS, type Brand } from '../mail/brand';
import { pdfBytes } from '../receipts/pdf-bytes';
import { receiptFonts } from '../receipts/receipt-font';

const PAGE_MARGIN = 50;
const REGULAR = 'Catalogue-Regular';
const BOLD = 'Catalogue-Bold';
/** SPEC §9: months = ceil(course_duration / 30). */
const DAYS_PER_MONTH = 30;
/** SPEC §2/§9: a course whose price is 0 is shown as Free, as on the site and in the portal. */
const FREE_LABEL = 'Free';

export const CATALOGUE_TITLE = 'SAP Course Catalog';
export const CATALOGUE_INTRO =
  'Live one-on-one, recorded or hybrid. Every course includes real projects, a personal login on our practice server, mock interviews and lifetime support.';

/** The site's own formats: money from the contracts (as every screen), months as mfe-shared's duration.ts (the API cannot import it, decision 111). */
export function coursePrice(paise: number, settings: Pick<Settings, 'currency' | 'locale'>): string {
  if (paise === 0) return FREE_LABEL;
  return formatPrice(paise, settings);
}

export function courseMonths(days: number): string {
  const n = Math.ceil(days / DAYS_PER_MONTH);
  return `${n} ${n === 1 ? 'month' : 'months'}`;
}

export interface CatalogueInput {
  courses: readonly PublicCourse[];
  settings: Settings;
  brand: Brand;
  /** The catalogue's date in the file's metadata: the version's, so one version is one file. */
  date: Date;
}

export async function renderCataloguePdf({ courses, settings, brand, date }: CatalogueInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const fonts = receiptFonts();
  const title = `${brand.name} - ${CATALOGUE_TITLE}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: title, Author: brand.name, Creator: brand.name, Producer: brand.name, CreationDate: date, ModDate: date },
    lang: 'en-IN',
    displayTitle: true,
    bufferPages: false,
  });
  const done = pdfBytes(doc, fonts, { regular: REGULAR, bold: BOLD });

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;

  doc.font(BOLD).fontSize(11).fillColor(BRAND_COLORS.brand).text(brand.name, left, PAGE_MARGIN);
  doc.font(BOLD).fontSize(24).fillColor(BRAND_COLORS.text).text(CATALOGUE_TITLE, { width });
  doc.moveDown(0.3);
  doc.font(REGULAR).fontSize(10.5).fillColor(BRAND_COLORS.muted).text(CATALOGUE_INTRO, { width });
  doc.moveDown(0.8);
  rule(doc, left, left + width, BRAND_COLORS.brand, 1.5);

  for (const course of courses) {
    // A course's heading never sits alone at the foot of a page.
    if (doc.y > doc.page.height - PAGE_MARGIN - 90) doc.addPage();
    doc.moveDown(0.9);
    doc.font(BOLD).fontSize(14).fillColor(BRAND_COLORS.brandDark).text(course.course_title, left, doc.y, { width });
    doc.moveDown(0.2);
    const facts = [course.difficulty_level, courseMonths(course.course_duration), coursePrice(course.price, settings)].join('  ·  ');
    doc.font(BOLD).fontSize(10.5).fillColor(BRAND_COLORS.text).text(facts, { width });
    doc.moveDown(0.2);
    doc.font(REGULAR).fontSize(10).fillColor(BRAND_COLORS.text).text(course.description, { width });
    if (course.topics.length > 0) {
      doc.moveDown(0.2);
      doc
        .font(REGULAR)
        .fontSize(9.5)
        .fillColor(BRAND_COLORS.muted)
        .text(`Topics: ${course.topics.join(', ')}.`, { width });
    }
  }

  if (doc.y > doc.page.height - PAGE_MARGIN - 80) doc.addPage();
  doc.moveDown(1.2);
  rule(doc, left, left + width, BRAND_COLORS.border, 0.75);
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(13).fillColor(BRAND_COLORS.brandDark).text('Talk to us', left, doc.y, { width });
  doc.moveDown(0.2);
  const contact = [brand.email && `E-mail ${brand.email}`, brand.phone && `Phone ${brand.phone}`, brand.address].filter(Boolean).join('  ·  ');
  doc.font(REGULAR).fontSize(10).fillColor(BRAND_COLORS.text).text(contact, { width });
  doc.text(brand.siteUrl.replace(/^https?:\/\//, ''), { width });

  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, from: number, to: number, color: string, lineWidth: number) {
  doc.save().moveTo(from, doc.y).lineTo(to, doc.y).lineWidth(lineWidth).strokeColor(color).stroke().restore();
}
