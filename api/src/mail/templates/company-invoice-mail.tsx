// The mail to a company's contact when its order of seats is paid (decision 154): the tax invoice
// attached, the seats now in the company's pool, and where HR invites learners into them.
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { portalLinks, type Brand } from '../brand';
import { ContactLine, Layout, linkStyle, textStyle } from '../components/layout';
import type { MailTemplateData } from '../mail-kinds';

type Data = MailTemplateData['company-invoice'];

/** No number in the subject (the outbox view and mail clients show it): the invoice's number is in the mail. */
export const companyInvoiceSubject = (brand: Brand, data: Data) => `Tax invoice from ${brand.name}: seats of ${data.courseTitle}`;

export function CompanyInvoiceMail({ brand, data, invoiceNumber }: { brand: Brand; data: Data; invoiceNumber: string }) {
  const portal = `${portalLinks(brand).portal}/company`;
  return (
    <Layout brand={brand} preview={`Payment received for ${data.seats} seats of ${data.courseTitle}.`} heading="Payment received, seats added">
      <Text style={textStyle}>Dear {data.companyName},</Text>
      <Text style={textStyle}>
        Thank you for your payment. <strong>{data.seats}</strong> seats of <strong>{data.courseTitle}</strong> are now in your company&apos;s pool. Tax invoice{' '}
        {invoiceNumber} is attached.
      </Text>
      <Text style={textStyle}>
        Your HR contacts invite learners into these seats, by e-mail or with a CSV file, from the{' '}
        <Link href={portal} style={linkStyle}>
          Company page of the portal
        </Link>
        .
      </Text>
      <Text style={textStyle}>
        Questions?
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}
