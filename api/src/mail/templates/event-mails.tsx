// The mails about an event (decision 137): the confirmation with the join link, a change (moved or
// cancelled), the reminder an hour before, and the replay for who missed it. Times are India time;
// the calendar invite attached to the first three is built from the same data at send time.
import { Text } from '@react-email/text';
import type { InviteMethod } from '../../calendar/calendar-entry';
import { inviteAttachment } from '../../calendar/invite';
import type { Brand } from '../brand';
import { ActionLink } from '../components/action-link';
import { ContactLine, Layout, textStyle } from '../components/layout';
import { formatDateTime } from '../format';
import type { EventMailData, MailTemplateData } from '../mail-kinds';

/** The invite's UID: one per event, the same in every mail about it, so calendar apps update one entry (decision 137). */
export const eventInviteUid = (brand: Brand, eventId: number) => `event-${eventId}@${new URL(brand.siteUrl).host}`;

/** The .ics for an event mail: REQUEST (a new or moved event) or CANCEL, at the event's SEQUENCE. */
export function eventInvite(brand: Brand, data: EventMailData, method: Extract<InviteMethod, 'REQUEST' | 'CANCEL'>) {
  return inviteAttachment({
    method,
    name: brand.name,
    organizer: brand.email ? { name: brand.name, email: brand.email } : undefined,
    entries: [
      {
        uid: eventInviteUid(brand, data.eventId),
        sequence: data.sequence,
        start: data.startsAt,
        end: data.endsAt,
        summary: data.title,
        description: data.description ? `${data.description}\n\nJoin: ${data.joinUrl}` : `Join: ${data.joinUrl}`,
        url: data.joinUrl,
        cancelled: method === 'CANCEL',
      },
    ],
  });
}

const when = (data: Pick<EventMailData, 'startsAt'>) => formatDateTime(new Date(data.startsAt));

function JoinLink({ data }: { data: EventMailData }) {
  return <ActionLink href={data.joinUrl} label="Join the webinar" caption="The joining link:" />;
}

export const eventRegisteredSubject = (brand: Brand, data: EventMailData) => `You are registered: ${data.title} (${brand.name})`;

export function EventRegisteredMail({ brand, data }: { brand: Brand; data: EventMailData }) {
  return (
    <Layout brand={brand} preview={`${data.title}, ${when(data)}.`} heading="You are registered">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        Your seat for <strong>{data.title}</strong> is confirmed. It starts {when(data)}. The invite attached adds it to your calendar; we will send the link
        again an hour before.
      </Text>
      <JoinLink data={data} />
      <Text style={textStyle}>
        Questions?
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}

export const eventChangedSubject = (brand: Brand, data: MailTemplateData['event-changed']) =>
  data.cancelled ? `Cancelled: ${data.title} (${brand.name})` : `New time: ${data.title} (${brand.name})`;

export function EventChangedMail({ brand, data }: { brand: Brand; data: MailTemplateData['event-changed'] }) {
  return (
    <Layout
      brand={brand}
      preview={data.cancelled ? `${data.title} is cancelled.` : `${data.title} now starts ${when(data)}.`}
      heading={data.cancelled ? 'Event cancelled' : 'Event moved'}
    >
      <Text style={textStyle}>Hi {data.name},</Text>
      {data.cancelled ? (
        <Text style={textStyle}>
          We are sorry: <strong>{data.title}</strong>, planned for {when(data)}, is cancelled. The invite attached removes it from your calendar.
        </Text>
      ) : (
        <>
          <Text style={textStyle}>
            <strong>{data.title}</strong> now starts {when(data)}. The invite attached updates your calendar.
          </Text>
          <JoinLink data={data} />
        </>
      )}
      <Text style={textStyle}>
        Questions?
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}

export const eventReminderSubject = (brand: Brand, data: EventMailData) => `Starting soon: ${data.title} (${brand.name})`;

export function EventReminderMail({ brand, data }: { brand: Brand; data: EventMailData }) {
  return (
    <Layout brand={brand} preview={`${data.title} starts ${when(data)}.`} heading="Starting in an hour">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        <strong>{data.title}</strong> starts {when(data)}.
      </Text>
      <JoinLink data={data} />
      <Text style={textStyle}>
        Questions?
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}

export const eventReplaySubject = (brand: Brand, data: MailTemplateData['event-replay']) => `The replay: ${data.title} (${brand.name})`;

export function EventReplayMail({ brand, data }: { brand: Brand; data: MailTemplateData['event-replay'] }) {
  return (
    <Layout brand={brand} preview={`Watch ${data.title} when it suits you.`} heading="Sorry we missed you">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        You registered for <strong>{data.title}</strong> on {when(data)} but could not make it. The recording is ready:
      </Text>
      <ActionLink href={data.replayUrl} label="Watch the replay" />
      <Text style={textStyle}>
        Questions?
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}
