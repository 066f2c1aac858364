// Templated mail → subject, HTML and plain text, through react-email, server-side. The text
// version comes from the same render (react-email's HTML-to-text), so the two never disagree.
// Throws when the data does not fit its template or the order behind a receipt is gone: the
// outbox worker counts that as a failed attempt.
import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import { renderReceiptPdf } from '../receipts/receipt-pdf';
import { receiptNumber } from '../receipts/receipt-number';
import type { ReceiptDetails } from '../repositories/student-orders';
import type { Brand } from './brand';
import type { MailTemplate, MailTemplateData } from './mail-kinds';
import { TEMPLATE_DATA_SCHEMAS, isMailTemplate } from './template-data';
import { EmailChangeCodeMail, OtpCodeMail, ResetCodeMail, emailChangeCodeSubject, otpCodeSubject, resetCodeSubject } from './templates/code-mails';
import {
  AddressInUseMail,
  EmailChangedMail,
  OtpNoAccountMail,
  PasswordChangedMail,
  WelcomeMail,
  addressInUseSubject,
  emailChangedSubject,
  otpNoAccountSubject,
  passwordChangedSubject,
  welcomeSubject,
} from './templates/account-notices';
import { ReceiptMail, receiptSubject } from './templates/receipt-mail';
import { AssignmentReviewedMail, assignmentReviewedSubject } from './templates/assignment-mails';
import { CertificateMail, certificateSubject } from './templates/certificate-mail';
import {
  BookingCancelledMail,
  BookingConfirmedMail,
  BookingReminderMail,
  bookingCancelledSubject,
  bookingConfirmedSubject,
  bookingReminderSubject,
} from './templates/booking-mails';
import { inviteAttachment } from '../calendar/invite';

/** nodemailer's attachment shape, the part of it this API uses. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface RenderContext {
  brand: Brand;
  /** The receipt of a paid order by its id (payments.id); undefined when there is none. */
  loadReceipt(paymentId: number): Promise<ReceiptDetails | undefined>;
  /** The receipt's stored PDF (decision 121); without it the PDF is rendered here. */
  receiptPdf?(paymentId: number): Promise<Buffer>;
}

interface Composed {
  subject: string;
  element: ReactElement;
  attachments?: MailAttachment[];
}

type Composer<K extends MailTemplate> = (data: MailTemplateData[K], ctx: RenderContext) => Composed | Promise<Composed>;

/** The text version: headings as written (not upper-cased), a link whose text is its address once. */
const TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
  ],
};

export class MailTemplateError extends Error {
  override name = 'MailTemplateError';
}

const COMPOSERS: { [K in MailTemplate]: Composer<K> } = {
  'otp-code': (data, { brand }) => ({ subject: otpCodeSubject(brand), element: <OtpCodeMail brand={brand} data={data} /> }),
  'otp-no-account': (data, { brand }) => ({ subject: otpNoAccountSubject(brand, data), element: <OtpNoAccountMail brand={brand} data={data} /> }),
  'reset-code': (data, { brand }) => ({ subject: resetCodeSubject(brand), element: <ResetCodeMail brand={brand} data={data} /> }),
  'email-change-code': (data, { brand }) => ({ subject: emailChangeCodeSubject(brand), element: <EmailChangeCodeMail brand={brand} data={data} /> }),
  'email-changed': (data, { brand }) => ({ subject: emailChangedSubject(brand), element: <EmailChangedMail brand={brand} data={data} /> }),
  'address-in-use': (data, { brand }) => ({ subject: addressInUseSubject(brand), element: <AddressInUseMail brand={brand} data={data} /> }),
  welcome: (data, { brand }) => ({ subject: welcomeSubject(brand), element: <WelcomeMail brand={brand} data={data} /> }),
  'password-changed': (data, { brand }) => ({ subject: passwordChangedSubject(brand), element: <PasswordChangedMail brand={brand} data={data} /> }),
  'assignment-reviewed': (data, { brand }) => ({
    subject: assignmentReviewedSubject(brand, data),
    element: <AssignmentReviewedMail brand={brand} data={data} />,
  }),
  certificate: (data, { brand }) => ({ subject: certificateSubject(brand, data), element: <CertificateMail brand={brand} data={data} /> }),
  // Decision 138: the .ics is written at send time from the entry in the data (decision 139).
  'booking-confirmed': (data, { brand }) => ({
    subject: bookingConfirmedSubject(brand, data),
    element: <BookingConfirmedMail brand={brand} data={data} />,
    attachments: [inviteAttachment({ method: 'REQUEST', name: `${brand.name} bookings`, entries: [data.invite] })],
  }),
  'booking-cancelled': (data, { brand }) => ({
    subject: bookingCancelledSubject(brand, data),
    element: <BookingCancelledMail brand={brand} data={data} />,
    attachments: [inviteAttachment({ method: 'CANCEL', name: `${brand.name} bookings`, entries: [{ ...data.invite, cancelled: true }] })],
  }),
  'booking-reminder': (data, { brand }) => ({ subject: bookingReminderSubject(brand, data), element: <BookingReminderMail brand={brand} data={data} /> }),
  receipt: async (data, { brand, loadReceipt, receiptPdf }) => {
    const receipt = await loadReceipt(data.paymentId);
    if (!receipt) throw new MailTemplateError(`receipt: order ${data.paymentId} has no receipt (not paid, or gone)`);
    const pdf = receiptPdf ? await receiptPdf(receipt.id) : await renderReceiptPdf(receipt, brand);
    return {
      subject: receiptSubject(brand, receipt),
      element: <ReceiptMail brand={brand} receipt={receipt} />,
      attachments: [{ filename: `receipt-${receiptNumber(receipt.id, receipt.paidAt)}.pdf`, content: pdf, contentType: 'application/pdf' }],
    };
  },
};

export async function renderMail(template: unknown, data: unknown, ctx: RenderContext): Promise<RenderedMail> {
  if (!isMailTemplate(template)) throw new MailTemplateError(`unknown mail template ${JSON.stringify(template)}`);
  const parsed = TEMPLATE_DATA_SCHEMAS[template].safeParse(data);
  // The path only (not the values): codes and addresses stay out of the log.
  if (!parsed.success) throw new MailTemplateError(`${template}: unusable data (${parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')})`);
  const composer = COMPOSERS[template] as Composer<MailTemplate>;
  const { subject, element, attachments } = await composer(parsed.data, ctx);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS })]);
  return { subject, html, text, ...(attachments ? { attachments } : {}) };
}
