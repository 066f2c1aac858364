// The practice-server mails (decision 150). "Ready": a student who waited was given a login: which
// server, until when (India time, the zone named) and where the portal reveals it. "Expiring": 7
// days and 1 day before the login ends, when and how to renew (enrolling in a course or plan with
// server access extends it from its end). The password never travels by mail: only the owner's
// reveal in the portal returns it.
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { portalLinks, type Brand } from '../brand';
import { ActionLink } from '../components/action-link';
import { Layout, linkStyle, textStyle } from '../components/layout';
import { formatDateTime } from '../format';
import type { MailTemplateData } from '../mail-kinds';

export const serverAccessReadySubject = (brand: Brand) => `Your ${brand.name} practice-server login is ready`;

export function ServerAccessReadyMail({ brand, data }: { brand: Brand; data: MailTemplateData['server-access-ready'] }) {
  const expires = formatDateTime(new Date(data.expiresAt));
  return (
    <Layout brand={brand} preview={`Your login on ${data.host} is ready until ${expires}.`} heading="Your practice-server login is ready">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        A login on the practice server <strong>{data.host}</strong> is now yours, until {expires}. Sign in to the portal to see the user and reveal its
        password: for your safety it is never sent by e-mail.
      </Text>
      <ActionLink href={portalLinks(brand).serverAccess} label="Show my login" caption="Practice server in the portal:" />
    </Layout>
  );
}

/** "tomorrow", "in a week": no digits in a subject, which the mail tests keep for codes only. */
const endsWhen = (days: number) => (days === 1 ? 'tomorrow' : days === 7 ? 'in a week' : `in ${days} days`);

export const serverAccessExpiringSubject = (brand: Brand, data: MailTemplateData['server-access-expiring']) =>
  `Your ${brand.name} practice-server access ends ${endsWhen(data.daysLeft)}`;

export function ServerAccessExpiringMail({ brand, data }: { brand: Brand; data: MailTemplateData['server-access-expiring'] }) {
  const expires = formatDateTime(new Date(data.expiresAt));
  const links = portalLinks(brand);
  return (
    <Layout brand={brand} preview={`Your login on ${data.host} ends on ${expires}.`} heading={`Your practice-server access ends ${endsWhen(data.daysLeft)}`}>
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        Your login on the practice server <strong>{data.host}</strong> ends on {expires}. After that the login is reset for another learner, so save any work
        you want to keep.
      </Text>
      <Text style={textStyle}>
        To keep practising, enrol in a course or server-access plan that includes practice-server days: the days are added to the end of your current access, so
        renewing early loses nothing.
      </Text>
      <ActionLink href={links.courses} label="Renew my access" caption="Courses and plans in the portal:" />
      <Text style={textStyle}>
        Your login and its end date are always in the portal:{' '}
        <Link href={links.serverAccess} style={linkStyle}>
          {links.serverAccess}
        </Link>
      </Text>
    </Layout>
  );
}
