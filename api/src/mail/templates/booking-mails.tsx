// Booking mails (decision 138): confirmed (or moved) with the meeting link and the .ics, cancelled
// with a CANCEL .ics, and the reminder an hour before. Times in India time, as the site shows them.
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { formatIndiaDateTime } from '@sap-academy/contracts/india-time';
import { portalLinks, type Brand } from '../brand';
import { ActionLink } from '../components/action-link';
import { ContactLine, Layout, linkStyle, textStyle } from '../components/layout';
import type { BookingMailData, MailTemplateData } from '../mail-kinds';

const what = (data: BookingMailData) => (data.kind === 'mock_interview' ? 'mock interview' : 'free consultation');
const when = (data: BookingMailData) => formatIndiaDateTime(data.invite.start, { month: 'long', zone: true });

/** A visitor's booking page (the public site's), opened by the secret in their mail. */
export const manageBookingLink = (brand: Brand, code: string) => `${brand.siteUrl}/bookings/manage?token=${encodeURIComponent(code)}`;

// No date in a subject: the mail lists read as a history, and the time is the first line inside.
export const bookingConfirmedSubject = (brand: Brand, data: MailTemplateData['booking-confirmed']) =>
  `${data.rescheduled ? 'Moved' : 'Booked'}: your ${brand.name} ${what(data)}`;
export const bookingCancelledSubject = (brand: Brand, data: MailTemplateData['booking-cancelled']) => `Cancelled: your ${brand.name} ${what(data)}`;
export const bookingReminderSubject = (brand: Brand, data: MailTemplateData['booking-reminder']) => `In an hour: your ${brand.name} ${what(data)}`;

function ChangeLine({ brand, code }: { brand: Brand; code?: string | undefined }) {
  const link = code ? manageBookingLink(brand, code) : portalLinks(brand).portal;
  return (
    <Text style={textStyle}>
      To move or cancel it,{' '}
      <Link href={link} style={linkStyle}>
        {code ? 'open your booking' : 'open the portal'}
      </Link>
      . Keep this e-mail: {code ? 'its link is the only way to change the booking online.' : 'the invite is attached.'}
    </Text>
  );
}

export function BookingConfirmedMail({ brand, data }: { brand: Brand; data: MailTemplateData['booking-confirmed'] }) {
  return (
    <Layout
      brand={brand}
      preview={`${what(data)} with ${data.consultantName}, ${when(data)}`}
      heading={data.rescheduled ? 'Your booking has moved' : 'Your booking is confirmed'}
    >
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        Your {what(data)} with <strong>{data.consultantName}</strong> is on <strong>{when(data)}</strong>. The calendar invite is attached.
      </Text>
      <ActionLink href={data.meetingUrl} label="Join the meeting" caption="Meeting link:" />
      <ChangeLine brand={brand} code={data.code} />
      <Text style={textStyle}>
        Questions?
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}

export function BookingCancelledMail({ brand, data }: { brand: Brand; data: MailTemplateData['booking-cancelled'] }) {
  return (
    <Layout brand={brand} preview={`Cancelled: ${what(data)}, ${when(data)}`} heading="Your booking is cancelled">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        Your {what(data)} with {data.consultantName} on {when(data)} is cancelled. The attached update removes it from your calendar.
      </Text>
      <Text style={textStyle}>
        You can book another time on our site.
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}

export function BookingReminderMail({ brand, data }: { brand: Brand; data: MailTemplateData['booking-reminder'] }) {
  return (
    <Layout brand={brand} preview={`${what(data)} at ${when(data)}`} heading="Your booking starts in an hour">
      <Text style={textStyle}>Hi {data.name},</Text>
      <Text style={textStyle}>
        Your {what(data)} with <strong>{data.consultantName}</strong> starts at <strong>{when(data)}</strong>.
      </Text>
      <ActionLink href={data.meetingUrl} label="Join the meeting" />
      <Text style={textStyle}>
        Running late?
        <ContactLine brand={brand} />
      </Text>
    </Layout>
  );
}
