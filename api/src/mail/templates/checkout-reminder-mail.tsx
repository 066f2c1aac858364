// A marketing mail (decision 145): a checkout that expired unpaid, with a link back to the
// course's page and the unsubscribe link every marketing mail carries (the composer also puts it
// in the List-Unsubscribe headers, RFC 8058).
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { Brand } from '../brand';
import { buttonStyle, Layout, linkStyle, textStyle } from '../components/layout';
import type { MailTemplateData } from '../mail-kinds';

/** The course's public page (the site's /courses/:slug). */
export const coursePageLink = (brand: Brand, slug: string) => `${brand.siteUrl}/courses/${encodeURIComponent(slug)}`;

export const checkoutReminderSubject = (brand: Brand, data: MailTemplateData['checkout-reminder']) => `Still thinking about ${data.courseTitle}? ${brand.name}`;

export function CheckoutReminderMail({ brand, data }: { brand: Brand; data: MailTemplateData['checkout-reminder'] }) {
  return (
    <Layout brand={brand} preview={`Your checkout for ${data.courseTitle} was not completed.`} heading="Your checkout was not completed">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        You started enrolling in <strong>{data.courseTitle}</strong>, but the payment was not completed and the order has expired. Your seat is not held any
        more; you can enrol again from the course page whenever you are ready.
      </Text>
      <Button href={coursePageLink(brand, data.courseSlug)} style={buttonStyle}>
        Enrol again
      </Button>
      <Text style={textStyle}>
        Not interested?{' '}
        <Link href={data.unsubscribeUrl} style={linkStyle}>
          Unsubscribe from marketing e-mail
        </Link>
        . Receipts, invoices and account mail still reach you.
      </Text>
    </Layout>
  );
}
