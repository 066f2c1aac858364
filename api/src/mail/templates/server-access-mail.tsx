// The mail to a student who waited for a practice-server login and was given one (decision 150):
// which server, until when (India time, the zone named) and where the portal reveals it. The
// password never travels by mail: only the owner's reveal in the portal returns it.
import { Text } from '@react-email/text';
import { portalLinks, type Brand } from '../brand';
import { ActionLink } from '../components/action-link';
import { Layout, textStyle } from '../components/layout';
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
