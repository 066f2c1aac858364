// Live batches' mails (decision 136): the calendar invite (its .ics is attached by the composer),
// the reminder an hour before a session and the one a day before the batch starts. Times are
// India's, with the zone named; the meeting link is not in the mail: Join in the portal opens it,
// inside its window, for enrolled members only.
import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import { portalLinks, type Brand } from '../brand';
import { buttonStyle, Layout, textStyle } from '../components/layout';
import { formatDateTime } from '../format';
import type { MailTemplateData } from '../mail-kinds';

export const batchInviteSubject = (brand: Brand, data: MailTemplateData['batch-invite']) =>
  data.reason === 'enrolled' ? `Your ${brand.name} live sessions: ${data.batchTitle}` : `Updated ${brand.name} schedule: ${data.batchTitle}`;

export function BatchInviteMail({ brand, data }: { brand: Brand; data: MailTemplateData['batch-invite'] }) {
  const upcoming = data.entries.filter((e) => !e.cancelled);
  return (
    <Layout
      brand={brand}
      preview={`${data.courseTitle}: ${data.batchTitle}`}
      heading={data.reason === 'enrolled' ? 'Your seat is confirmed' : 'Your schedule changed'}
    >
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        {data.reason === 'enrolled'
          ? `You have a seat in ${data.batchTitle} (${data.courseTitle}).`
          : `A session of ${data.batchTitle} (${data.courseTitle}) moved or was cancelled.`}{' '}
        The attached invite puts its {upcoming.length} sessions in your calendar, in India time
        {upcoming[0] ? `; the first is on ${formatDateTime(new Date(upcoming[0].start))}` : ''}.
      </Text>
      <Button href={portalLinks(brand).portal} style={buttonStyle}>
        Open my batches
      </Button>
      <Text style={textStyle}>Join opens 15 minutes before each session, in the portal.</Text>
    </Layout>
  );
}

export const sessionReminderSubject = (brand: Brand, data: MailTemplateData['session-reminder']) =>
  `Your ${brand.name} session starts in an hour: ${data.batchTitle}`;

export function SessionReminderMail({ brand, data }: { brand: Brand; data: MailTemplateData['session-reminder'] }) {
  return (
    <Layout brand={brand} preview={`${data.batchTitle} starts at ${formatDateTime(new Date(data.startsAt))}`} heading="Your live session starts soon">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        {data.batchTitle} ({data.courseTitle}) starts at {formatDateTime(new Date(data.startsAt))}. Join opens 15 minutes before, in the portal.
      </Text>
      <Button href={portalLinks(brand).portal} style={buttonStyle}>
        Open my batches
      </Button>
    </Layout>
  );
}

export const batchStartsSubject = (brand: Brand, data: MailTemplateData['batch-starts']) => `Your ${brand.name} batch starts tomorrow: ${data.batchTitle}`;

export function BatchStartsMail({ brand, data }: { brand: Brand; data: MailTemplateData['batch-starts'] }) {
  return (
    <Layout brand={brand} preview={`${data.batchTitle} starts ${formatDateTime(new Date(data.startsAt))}`} heading="Your batch starts tomorrow">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        The first session of {data.batchTitle} ({data.courseTitle}) is at {formatDateTime(new Date(data.startsAt))}. Join opens 15 minutes before, in the
        portal.
      </Text>
      <Button href={portalLinks(brand).portal} style={buttonStyle}>
        Open my batches
      </Button>
    </Layout>
  );
}
