// Templated mail → subject, HTML and plain text, through react-email, server-side. The text
// version comes from the same render (react-email's HTML-to-text), so the two never disagree.
// Throws when the data does not fit its template or the order behind a receipt is gone: the
// outbox worker counts that as a failed attempt.
import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import { invoiceFilename, renderInvoicePdf } from '../receipts/invoice-pdf';
import { renderReceiptPdf } from '../receipts/receipt-pdf';
import type { InvoiceRow } from '../repositories/invoices';
import { receiptNumber } from '../receipts/receipt-number';
import type { ReceiptDetails } from '../repositories/student-orders';
import type { Brand } from './brand';
import type { MailTemplate, MailTemplateData } from './mail-kinds';
import { MailTemplateError } from './mail-template-error';
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
import { CompanyInvoiceMail, companyInvoiceSubject } from './templates/company-invoice-mail';
import { AssignmentReviewedMail, assignmentReviewedSubject } from './templates/assignment-mails';
import { CertificateMail, certificateSubject } from './templates/certificate-mail';
import {
  EventChangedMail,
  EventRegisteredMail,
  EventReminderMail,
  EventReplayMail,
  eventChangedSubject,
  eventInvite,
  eventRegisteredSubject,
  eventReminderSubject,
  eventReplaySubject,
} from './templates/event-mails';
import { inviteAttachment } from '../calendar/invite';
import { BatchInviteMail, BatchStartsMail, SessionReminderMail, batchInviteSubject, batchStartsSubject, sessionReminderSubject } from './templates/batch-mails';
import {
  BookingCancelledMail,
  BookingConfirmedMail,
  BookingReminderMail,
  bookingCancelledSubject,
  bookingConfirmedSubject,
  bookingReminderSubject,
} from './templates/booking-mails';
import { CheckoutReminderMail, checkoutReminderSubject } from './templates/checkout-reminder-mail';
import { ServerAccessExpiringMail, serverAccessExpiringSubject, ServerAccessReadyMail, serverAccessReadySubject } from './templates/server-access-mail';

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
  /** Marketing mail's List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

export interface RenderContext {
  brand: Brand;
  /** The receipt of a paid order by its id (payments.id); undefined when there is none. */
  loadReceipt(paymentId: number): Promise<ReceiptDetails | undefined>;
  /** The receipt's stored PDF (decision 121); without it the PDF is rendered here. */
  receiptPdf?(paymentId: number): Promise<Buffer>;
  /** The order's GST tax invoice (decision 141), attached beside the receipt when there is one. */
  loadInvoice?(paymentId: number): Promise<InvoiceRow | undefined>;
}

interface Composed {
  subject: string;
  element: ReactElement;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
}

type Composer<K extends MailTemplate> = (data: MailTemplateData[K], ctx: RenderContext) => Composed | Promise<Composed>;

/** The text version: headings as written (not upper-cased), a link whose text is its address once. */
const TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
  ],
};

export { MailTemplateError };

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
  // Decision 137: the invite is rendered from the mail's data at send time, like the receipt PDF.
  'event-registered': (data, { brand }) => ({
    subject: eventRegisteredSubject(brand, data),
    element: <EventRegisteredMail brand={brand} data={data} />,
    attachments: [eventInvite(brand, data, 'REQUEST')],
  }),
  'event-changed': (data, { brand }) => ({
    subject: eventChangedSubject(brand, data),
    element: <EventChangedMail brand={brand} data={data} />,
    attachments: [eventInvite(brand, data, data.cancelled ? 'CANCEL' : 'REQUEST')],
  }),
  'event-reminder': (data, { brand }) => ({ subject: eventReminderSubject(brand, data), element: <EventReminderMail brand={brand} data={data} /> }),
  'event-replay': (data, { brand }) => ({ subject: eventReplaySubject(brand, data), element: <EventReplayMail brand={brand} data={data} /> }),
  // The invite is written when the mail is sent, from the sessions the row carries (decision 136).
  'batch-invite': (data, { brand }) => ({
    subject: batchInviteSubject(brand, data),
    element: <BatchInviteMail brand={brand} data={data} />,
    attachments: [inviteAttachment({ method: 'REQUEST', name: `${data.courseTitle}: ${data.batchTitle}`, entries: data.entries })],
  }),
  'session-reminder': (data, { brand }) => ({ subject: sessionReminderSubject(brand, data), element: <SessionReminderMail brand={brand} data={data} /> }),
  'batch-starts': (data, { brand }) => ({ subject: batchStartsSubject(brand, data), element: <BatchStartsMail brand={brand} data={data} /> }),
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
  // Decision 145: mail clients show an Unsubscribe button and POST to the link in one click.
  'checkout-reminder': (data, { brand }) => ({
    subject: checkoutReminderSubject(brand, data),
    element: <CheckoutReminderMail brand={brand} data={data} />,
    headers: { 'List-Unsubscribe': `<${data.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }),
  'server-access-ready': (data, { brand }) => ({ subject: serverAccessReadySubject(brand), element: <ServerAccessReadyMail brand={brand} data={data} /> }),
  'server-access-expiring': (data, { brand }) => ({
    subject: serverAccessExpiringSubject(brand, data),
    element: <ServerAccessExpiringMail brand={brand} data={data} />,
  }),
  receipt: async (data, { brand, loadReceipt, receiptPdf, loadInvoice }) => {
    const receipt = await loadReceipt(data.paymentId);
    if (!receipt) throw new MailTemplateError(`receipt: order ${data.paymentId} has no receipt (not paid, or gone)`);
    const pdf = receiptPdf ? await receiptPdf(receipt.id) : await renderReceiptPdf(receipt, brand);
    // Decision 141: the tax invoice rides on the receipt mail (one mail per purchase, rendered at
    // send time like the receipt; the invoice was issued in the transaction that queued this mail).
    const invoice = await loadInvoice?.(receipt.id);
    const invoiceAttachment = invoice
      ? [{ filename: invoiceFilename(invoice.number), content: await renderInvoicePdf(invoice), contentType: 'application/pdf' }]
      : [];
    return {
      subject: receiptSubject(brand, receipt),
      element: <ReceiptMail brand={brand} receipt={receipt} />,
      attachments: [
        { filename: `receipt-${receiptNumber(receipt.id, receipt.paidAt)}.pdf`, content: pdf, contentType: 'application/pdf' },
        ...invoiceAttachment,
      ],
    };
  },
  // Decision 154: the invoice was issued in the transaction that queued this mail; rendered now.
  'company-invoice': async (data, { brand, loadInvoice }) => {
    const invoice = await loadInvoice?.(data.paymentId);
    if (!invoice) throw new MailTemplateError(`company-invoice: order ${data.paymentId} has no invoice (not paid, or gone)`);
    return {
      subject: companyInvoiceSubject(brand, data),
      element: <CompanyInvoiceMail brand={brand} data={data} invoiceNumber={invoice.number} />,
      attachments: [{ filename: invoiceFilename(invoice.number), content: await renderInvoicePdf(invoice), contentType: 'application/pdf' }],
    };
  },
};

export async function renderMail(template: unknown, data: unknown, ctx: RenderContext): Promise<RenderedMail> {
  if (!isMailTemplate(template)) throw new MailTemplateError(`unknown mail template ${JSON.stringify(template)}`);
  const parsed = TEMPLATE_DATA_SCHEMAS[template].safeParse(data);
  // The path only (not the values): codes and addresses stay out of the log.
  if (!parsed.success) throw new MailTemplateError(`${template}: unusable data (${parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ')})`);
  const composer = COMPOSERS[template] as Composer<MailTemplate>;
  const { subject, element, attachments, headers } = await composer(parsed.data, ctx);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS })]);
  return { subject, html, text, ...(attachments ? { attachments } : {}), ...(headers ? { headers } : {}) };
}
