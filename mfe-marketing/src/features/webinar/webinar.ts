// The webinar of SPEC §2/§9: 25th August at 12 PM, India time. The spec gives no year, so the
// event is the next 25 August 12:00 IST from now (a yearly career webinar), which keeps the
// Event structured data in the future.
import { WEBINAR } from '../../config/spec-constants';

const pad = (n: number) => String(n).padStart(2, '0');

export interface WebinarWhen {
  month: number;
  day: number;
  hour: number;
}

const SPEC_WHEN: WebinarWhen = { month: WEBINAR.month, day: WEBINAR.day, hour: WEBINAR.hour };
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * The settings keep the webinar's date and time as the free text the card prints ("25th August",
 * "12 PM"); the Event's ISO date is read from that text, and falls back to §2's when it cannot be.
 */
export function webinarWhen(date?: string, time?: string): WebinarWhen {
  const d = /(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)/i.exec(date ?? '');
  const t = /(\d{1,2})(?::\d{2})?\s*(am|pm)/i.exec(time ?? '');
  const month = d ? MONTHS.findIndex((m) => m.startsWith(d[2]!.toLowerCase()) && d[2]!.length >= 3) + 1 : 0;
  const day = d ? Number(d[1]) : 0;
  if (!d || !t || month === 0 || day < 1 || day > 31) return SPEC_WHEN;
  const hour12 = Number(t[1]) % 12;
  return { month, day, hour: t[2]!.toLowerCase() === 'pm' ? hour12 + 12 : hour12 };
}

/** ISO 8601 with the +05:30 offset, e.g. 2026-08-25T12:00:00+05:30. */
export function webinarIso(year: number, hour: number = WEBINAR.hour, when: WebinarWhen = SPEC_WHEN): string {
  return `${year}-${pad(when.month)}-${pad(when.day)}T${pad(hour)}:00:00${WEBINAR.utcOffset}`;
}

export function nextWebinarYear(now: Date = new Date(), when: WebinarWhen = SPEC_WHEN): number {
  const year = now.getUTCFullYear();
  return new Date(webinarIso(year, when.hour, when)).getTime() >= now.getTime() ? year : year + 1;
}

export function webinarEventJsonLd(origin: string, organizer: string, now?: Date, webinar: { title?: string; date?: string; time?: string } = {}) {
  const when = webinarWhen(webinar.date, webinar.time);
  const year = nextWebinarYear(now, when);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: webinar.title || WEBINAR.title,
    description: 'Free webinar for graduates and MBA Finance professionals on starting an SAP career. Limited seats.',
    startDate: webinarIso(year, when.hour, when),
    endDate: webinarIso(year, when.hour + Math.round(WEBINAR.durationMinutes / 60), when),
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: `${origin}/events` },
    organizer: { '@type': 'Organization', name: organizer, url: origin },
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'INR', availability: 'https://schema.org/LimitedAvailability', url: `${origin}/events` },
  };
}
