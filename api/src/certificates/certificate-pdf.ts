// A certificate of completion as a one-page A4 landscape PDF in the brand (decision 135): the
// student's name, the course, the date issued, the certificate number and a QR code that opens the
// public verification page. Drawn with the receipts' pdfkit and DejaVu Sans (names beyond Latin-1
// print as written); the same certificate gives the same bytes, since every date in the file is
// the issue date.
import { BRAND_COLORS, type Brand } from '../mail/brand';
import { formatDate } from '../mail/format';
import { pdfBytes } from '../receipts/pdf-bytes';
import { loadPdfKit } from '../receipts/pdfkit';
import { receiptFonts } from '../receipts/receipt-font';

const REGULAR = 'Certificate-Regular';
const BOLD = 'Certificate-Bold';
const MARGIN = 36;
const QR_SIZE = 110;

export interface CertificateDetails {
  number: string;
  studentName: string;
  courseTitle: string;
  issuedAt: Date;
  /** PUBLIC_SITE_URL/certificates/<id>: what the QR code holds. */
  verifyUrl: string;
}

/** The QR code as a PNG: black on white with the standard quiet zone, so any phone camera reads it. */
export async function certificateQrPng(url: string): Promise<Buffer> {
  // Loaded with the first certificate, not with the API (decision 129).
  const QRCode = await import('qrcode');
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6, color: { dark: '#000000', light: '#ffffff' } });
}

export async function renderCertificatePdf(certificate: CertificateDetails, brand: Brand): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const qr = await certificateQrPng(certificate.verifyUrl);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: `Certificate ${certificate.number}`,
      Author: brand.name,
      Subject: `Certificate of completion: ${certificate.courseTitle}`,
      Creator: brand.name,
      Producer: brand.name,
      CreationDate: certificate.issuedAt,
      ModDate: certificate.issuedAt,
    },
    lang: 'en-IN',
    displayTitle: true,
  });
  const done = pdfBytes(doc, receiptFonts(), { regular: REGULAR, bold: BOLD });
  const { width: pageWidth, height: pageHeight } = doc.page;
  const left = MARGIN + 40;
  const width = pageWidth - 2 * left;

  // A double frame in the brand colours.
  doc
    .save()
    .rect(MARGIN / 2, MARGIN / 2, pageWidth - MARGIN, pageHeight - MARGIN)
    .lineWidth(4)
    .strokeColor(BRAND_COLORS.brand)
    .stroke()
    .restore();
  doc
    .save()
    .rect(MARGIN / 2 + 8, MARGIN / 2 + 8, pageWidth - MARGIN - 16, pageHeight - MARGIN - 16)
    .lineWidth(1)
    .strokeColor(BRAND_COLORS.brandDark)
    .stroke()
    .restore();

  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor(BRAND_COLORS.brand)
    .text(brand.name, left, MARGIN + 40, { width, align: 'center' });
  doc.font(REGULAR).fontSize(10).fillColor(BRAND_COLORS.muted).text(brand.address, { width, align: 'center' });
  doc.moveDown(1.6);
  doc.font(BOLD).fontSize(34).fillColor(BRAND_COLORS.text).text('Certificate of Completion', left, doc.y, { width, align: 'center' });
  doc.moveDown(0.8);
  doc.font(REGULAR).fontSize(13).fillColor(BRAND_COLORS.muted).text('This certifies that', { width, align: 'center' });
  doc.moveDown(0.5);
  doc.font(BOLD).fontSize(28).fillColor(BRAND_COLORS.brandDark).text(certificate.studentName, { width, align: 'center' });
  doc.moveDown(0.5);
  doc.font(REGULAR).fontSize(13).fillColor(BRAND_COLORS.muted).text('has completed the course', { width, align: 'center' });
  doc.moveDown(0.5);
  doc.font(BOLD).fontSize(20).fillColor(BRAND_COLORS.text).text(certificate.courseTitle, { width, align: 'center' });

  // Bottom band: date and number on the left, the QR code and its address on the right.
  const bottom = pageHeight - MARGIN - 40 - QR_SIZE;
  const qrLeft = pageWidth - left - QR_SIZE;
  doc.image(qr, qrLeft, bottom, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(BRAND_COLORS.muted)
    .text('Scan to verify', qrLeft - 20, bottom + QR_SIZE + 4, { width: QR_SIZE + 40, align: 'center' });
  const pairs: Array<[string, string]> = [
    ['Date issued', formatDate(certificate.issuedAt)],
    ['Certificate number', certificate.number],
    ['Verify at', certificate.verifyUrl],
  ];
  let y = bottom + 10;
  for (const [label, value] of pairs) {
    doc.font(REGULAR).fontSize(10).fillColor(BRAND_COLORS.muted).text(label, left, y, { width: 120 });
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(BRAND_COLORS.text)
      .text(value, left + 120, y, { width: qrLeft - left - 140 });
    y = doc.y + 6;
  }

  doc.end();
  return done;
}
