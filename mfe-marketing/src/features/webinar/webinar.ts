// The webinar of SPEC §2/§9: 25th August at 12 PM, India time. The spec gives no year, so the
// event is the next 25 August 12:00 IST from now (a yearly career webinar), which keeps the
// Event structured data in the future.
import { WEBINAR } from '../../config/spec-constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 with the +05:30 offset, e.g. 2026-08-25T12:00:00+05:30. */
export function webinarIso(year: number, hour: number = WEBINAR.hour): string {
  return `${year}-${pad(WEBINAR.month)}-${pad(WEBINAR.day)}T${pad(hour)}:00:00${WEBINAR.utcOffset}`;
}

export function nextWebinarYear(now: Date = new Date()): number {
  const year = now.getUTCFullYear();
  return new Date(webinarIso(year)).getTime() >= now.getTime() ? year : year + 1;
}

export function webinarEventJsonLd(origin: string, organizer: string, now?: Date) {
  const year = nextWebinarYear(now);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: WEBINAR.title,
    description: 'Free webinar for graduates and MBA Finance professionals on starting an SAP career. Limited seats.',
    startDate: webinarIso(year),
    endDate: webinarIso(year, WEBINAR.hour + Math.round(WEBINAR.durationMinutes / 60)),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: `${origin}/events` },
    organizer: { '@type': 'Organization', name: organizer, url: origin },
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'INR', availability: 'https://schema.org/LimitedAvailability', url: `${origin}/events` },
  };
}
