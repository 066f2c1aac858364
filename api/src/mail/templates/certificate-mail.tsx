// The mail sent when a certificate is issued (decision 135): the link to its public verification
// page, where the student can add it to LinkedIn, and where the PDF lives in the portal.
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { portalLinks, type Brand } from '../brand';
import { buttonStyle, ContactLine, Layout, linkStyle, textStyle } from '../components/layout';
import type { MailTemplateData } from '../mail-kinds';

/** The public verification page of a certificate (the page is the public site's). */
export const certificateLink = (brand: Brand, certificateId: string) => `${brand.siteUrl}/certificates/${encodeURIComponent(certificateId)}`;

export const certificateSubject = (brand: Brand, data: MailTemplateData['certificate']) => `Your ${brand.name} certificate: ${data.courseTitle}`;

export function CertificateMail({ brand, data }: { brand: Brand; data: MailTemplateData['certificate'] }) {
  const link = certificateLink(brand, data.certificateId);
  return (
    <Layout brand={brand} preview={`You completed ${data.courseTitle}.`} heading="Congratulations on completing your course">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        You completed <strong>{data.courseTitle}</strong>, and your certificate {data.number} is ready. Anyone you share its link with can check that it is
        genuine.
      </Text>
      <Button href={link} style={buttonStyle}>
        View your certificate
      </Button>
      <Text style={textStyle}>
        Its page is{' '}
        <Link href={link} style={linkStyle}>
          {link}
        </Link>
        ; from there you can add it to your LinkedIn profile. The PDF is in the{' '}
        <Link href={portalLinks(brand).portal} style={linkStyle}>
          portal
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
