// The receipt PDF, read back as text by a PDF parser (unpdf, pdf.js): ₹ amounts, the coupon's
// discount, a non-ASCII student name, the course and the receipt number all survive, the font
// that draws them ships with the API's production install, and the same order gives the same bytes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create } from 'fontkit';
import { getDocumentProxy, getMeta } from 'unpdf';
import { brandFrom } from '../../src/mail/brand';
import { RECEIPT_FONT_FILES } from '../../src/receipts/receipt-font';
import { renderReceiptPdf } from '../../src/receipts/receipt-pdf';
import { receiptNumber } from '../../src/receipts/receipt-number';
import type { ReceiptDetails } from '../../src/repositories/student-orders';
import { SAMPLE_RECEIPT } from '../helpers/receipt-fixture';
import { pdfText } from '../helpers/pdf';

const brand = brandFrom({ contact_email: 'help@vidya.example', phone: '+91 98765 43210' }, 'https://www.vidya.example');
const receipt: ReceiptDetails = {
  ...SAMPLE_RECEIPT,
  course: { id: 7, title: 'SAP FICO — Financial Accounting & Controlling on S/4HANA, with real project work' },
};

describe('receipt number', () => {
  it('is SAPA-<year paid>-<order id in 6 digits>, the year as in India', () => {
    expect(receiptNumber(42, new Date('2026-03-05T10:00:00Z'))).toBe('SAPA-2026-000042');
    expect(receiptNumber(1_234_567, new Date('2026-03-05T10:00:00Z'))).toBe('SAPA-2026-1234567');
    // 31 December, 20:00 UTC is 1 January, 01:30 in Asia/Kolkata.
    expect(receiptNumber(7, new Date('2026-12-31T20:00:00Z'))).toBe('SAPA-2027-000007');
  });
});

describe('receipt PDF', () => {
  it('shows the business, the student, the course, the money in INR and the provider ids', async () => {
    const text = await pdfText(await renderReceiptPdf(receipt, brand));
    for (const part of [
      'Vidya ERP Academy',
      'Bengaluru, India',
      'help@vidya.example',
      '+91 98765 43210',
      'Receipt',
      'Receipt number SAPA-2026-000042',
      'Date paid 5 March 2026, 3:30 pm IST',
      'Zoë Ñúñez',
      'zoe@example.com',
      'Course SAP FICO — Financial Accounting & Controlling on S/4HANA, with real project work',
      'List price ₹29,999.00',
      'Discount (coupon SAVE5K) −₹5,000.00',
      'Amount paid ₹24,999.00',
      'Currency INR',
      'Payment provider Razorpay',
      'Provider order id order_Q1w2E3r4',
      'Payment id pay_Z9x8C7v6',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('says "Discount ₹0.00" without a coupon, and marks a refund_due order', async () => {
    const text = await pdfText(await renderReceiptPdf({ ...receipt, couponCode: null, amount: receipt.listPrice, status: 'refund_due' }, brand));
    expect(text).toContain('Discount ₹0.00');
    expect(text).toContain('Amount paid ₹29,999.00');
    expect(text).toContain('Paid, refund due');
  });

  it('still gives the receipt for a name the font cannot draw (Devanagari, an emoji, a control character)', async () => {
    const odd = { ...receipt, student: { name: 'अनन्या 😀 Rao\u0007', email: 'ananya@example.com' }, course: { id: 7, title: 'SAP MM\u0000 Basics' } };
    const text = await pdfText(await renderReceiptPdf(odd, brand));
    // The glyphs it lacks are blank boxes; the money and the rest are intact.
    expect(text).toContain('Rao');
    expect(text).toContain('ananya@example.com');
    expect(text).toContain('₹24,999.00');
  });

  it('is one A4 page whose metadata is the receipt, dated when it was paid', async () => {
    const pdf = await renderReceiptPdf(receipt, brand);
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect(doc.numPages).toBe(1);
    const page = await doc.getPage(1);
    expect(page.view.map(Math.round)).toEqual([0, 0, 595, 842]);
    const { info } = await getMeta(doc);
    expect(info).toMatchObject({ Title: 'Receipt SAPA-2026-000042', Author: 'Vidya ERP Academy', Language: 'en-IN' });
    expect(info.CreationDate).toMatch(/^D:20260305100000Z/);
  });

  it('gives the same bytes for the same order (no random ids, no "now")', async () => {
    const [a, b] = await Promise.all([renderReceiptPdf(receipt, brand), renderReceiptPdf(receipt, brand)]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws with DejaVu Sans, a runtime dependency that has ₹ and the accented letters, embedded as a subset', async () => {
    const apiPackage = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8'));
    expect(apiPackage.dependencies).toHaveProperty('dejavu-fonts-ttf');
    expect(apiPackage.dependencies).toHaveProperty('pdfkit');
    for (const file of Object.values(RECEIPT_FONT_FILES)) {
      const font = create(readFileSync(require.resolve(file)));
      expect('postscriptName' in font && font.postscriptName).toMatch(/^DejaVuSans/);
      for (const char of '₹ëÑúñ−')
        expect({ char, has: 'hasGlyphForCodePoint' in font && font.hasGlyphForCodePoint(char.codePointAt(0)!) }).toEqual({ char, has: true });
    }
    const pdf = await renderReceiptPdf(receipt, brand);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    // A subset: far smaller than the 740 kB font file.
    expect(pdf.length).toBeLessThan(80_000);
  });
});
