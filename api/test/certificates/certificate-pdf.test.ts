// The certificate PDF read back as a viewer would (decision 135): the text through pdf.js (unpdf),
// and the QR code as pdf.js extracts the embedded image, decoded by jsQR, a QR reader independent
// of the `qrcode` package that drew it.
import jsQR from 'jsqr';
import { extractImages, getDocumentProxy, getMeta } from 'unpdf';
import { renderCertificatePdf, type CertificateDetails } from '../../src/certificates/certificate-pdf';
import { brandFrom } from '../../src/mail/brand';
import { pdfText } from '../helpers/pdf';

const brand = brandFrom({ contact_email: 'help@vidya.example', phone: '+91 98765 43210' }, 'https://www.vidya.example');
const certificate: CertificateDetails = {
  number: 'SAPA-CERT-2026-000123',
  studentName: 'Zoë Ñúñez Rao',
  courseTitle: 'SAP FICO — Financial Accounting & Controlling on S/4HANA',
  // 20:00 UTC on 31 December is 1 January 2027 in India.
  issuedAt: new Date('2026-12-31T20:00:00Z'),
  verifyUrl: 'https://www.vidya.example/certificates/AbCdEfGhIjKlMnOpQrStUv',
};

// pdf.js decodes images with ArrayBuffer.prototype.transferToFixedLength (Node 21+; the API's
// images run Node 24, decision 302). Under an older Node the test gives it the same meaning: a
// copy of the buffer at the given length. The PDF itself is untouched.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

/** RGBA pixels, as jsQR reads them, from pdf.js's 1-, 3- or 4-channel image data. */
function rgba(image: { data: Uint8ClampedArray; width: number; height: number; channels: 1 | 3 | 4 }): Uint8ClampedArray {
  const out = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    for (let c = 0; c < 3; c++) out[i * 4 + c] = image.data[i * image.channels + (image.channels === 1 ? 0 : c)]!;
    out[i * 4 + 3] = image.channels === 4 ? image.data[i * 4 + 3]! : 255;
  }
  return out;
}

describe('certificate PDF', () => {
  it('prints the name, the course, the issue date in India, the number and the verification address', async () => {
    const text = await pdfText(await renderCertificatePdf(certificate, brand));
    for (const part of [
      'Vidya ERP Academy',
      'Certificate of Completion',
      'This certifies that',
      'Zoë Ñúñez Rao',
      'has completed the course',
      'SAP FICO — Financial Accounting & Controlling on S/4HANA',
      'Date issued 1 January 2027',
      'Certificate number SAPA-CERT-2026-000123',
      'https://www.vidya.example/certificates/AbCdEfGhIjKlMnOpQrStUv',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('carries a QR code that decodes to the verification URL', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(await renderCertificatePdf(certificate, brand)));
    const images = await extractImages(pdf, 1);
    expect(images).toHaveLength(1);
    const decoded = jsQR(rgba(images[0]!), images[0]!.width, images[0]!.height);
    expect(decoded?.data).toBe(certificate.verifyUrl);
  });

  it('is one landscape page titled with the number, and the same certificate gives the same bytes', async () => {
    const [first, second] = await Promise.all([renderCertificatePdf(certificate, brand), renderCertificatePdf(certificate, brand)]);
    expect(first.equals(second)).toBe(true);
    const doc = await getDocumentProxy(new Uint8Array(first));
    expect(doc.numPages).toBe(1);
    const page = await doc.getPage(1);
    const [, , w, h] = page.view;
    expect(w!).toBeGreaterThan(h!);
    const { info } = await getMeta(new Uint8Array(first));
    expect(info.Title).toBe('Certificate SAPA-CERT-2026-000123');
  });
});
