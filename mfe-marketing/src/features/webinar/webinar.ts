// The webinar of SPEC §2/§9 ("12PM 25th August", India time) as staff type it in the settings
// (decision 206: free text, "25th August", "12 PM"), placed in time (decision 207).
// A date typed with a year ("25th August 2027") is that day. A date without one is its occurrence
// nearest to now in India: the coming one when it is at most six months ahead, else the one just
// past. So "25th August" on 26 November is the past 25 August, not next year's (which nobody
// announced), and "10th January" typed in December is next month. The webinar is upcoming until
// it ends (start + its length), past afterwards; a year other than the current one is shown.
import { WEBINAR } from '../../config/spec-constants';

const IST_OFFSET_MS = 330 * 60_000; // +05:30, India has no daylight saving time
const HALF_YEAR_DAYS = 183;
const DAY_MS = 86_400_000;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_NAMES = MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));

const pad = (n: number) => String(n).padStart(2, '0');
const ordinal = (day: number) => {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  return `${day}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th')}`;
};

export interface WebinarWhen {
  month: number;
  day: number;
  hour: number;
  /** Only when staff typed one. */
  year?: number;
}

const SPEC_WHEN: WebinarWhen = { month: WEBINAR.month, day: WEBINAR.day, hour: WEBINAR.hour };

/** The year in India at `nowMs` (31 December 20:00 UTC is already the new year there). */
export const yearInIndia = (nowMs: number) => new Date(nowMs + IST_OFFSET_MS).getUTCFullYear();

/** Read from the settings' text; §2's date when it cannot be read. */
export function webinarWhen(date?: string, time?: string): WebinarWhen {
  return readWhen(date, time) ?? SPEC_WHEN;
}

function readWhen(date?: string, time?: string): WebinarWhen | null {
  const d = /(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)(?:,?\s+(\d{4}))?/i.exec(date ?? '');
  const t = /(\d{1,2})(?::\d{2})?\s*(am|pm)/i.exec(time ?? '');
  const month = d ? MONTHS.findIndex((m) => m.startsWith(d[2]!.toLowerCase()) && d[2]!.length >= 3) + 1 : 0;
  const day = d ? Number(d[1]) : 0;
  if (!d || !t || month === 0 || day < 1 || day > 31) return null;
  const hour12 = Number(t[1]) % 12;
  const hour = t[2]!.toLowerCase() === 'pm' ? hour12 + 12 : hour12;
  return d[3] ? { month, day, hour, year: Number(d[3]) } : { month, day, hour };
}

/** ISO 8601 with the +05:30 offset, e.g. 2026-08-25T12:00:00+05:30. */
export function webinarIso(year: number, hour: number = WEBINAR.hour, when: WebinarWhen = SPEC_WHEN): string {
  return `${year}-${pad(when.month)}-${pad(when.day)}T${pad(hour)}:00:00${WEBINAR.utcOffset}`;
}

const startMs = (year: number, when: WebinarWhen) => Date.parse(webinarIso(year, when.hour, when));

/** The year the webinar falls in: the typed one, else the occurrence nearest to now (see above). */
export function webinarYear(nowMs: number, when: WebinarWhen = SPEC_WHEN): number {
  if (when.year) return when.year;
  const year = yearInIndia(nowMs);
  for (const candidate of [year - 1, year, year + 1]) {
    const ahead = startMs(candidate, when) - nowMs;
    if (ahead >= -WEBINAR.durationMinutes * 60_000 && ahead <= HALF_YEAR_DAYS * DAY_MS) return candidate;
  }
  // Nothing within six months ahead: the latest one already over.
  return startMs(year, when) <= nowMs ? year : year - 1;
}

export type WebinarPhase = 'upcoming' | 'past';

export interface WebinarSchedule {
  title: string;
  start: string;
  end: string;
  phase: WebinarPhase;
  /** "12PM · 25th August", with the year when it is not the current one: "12PM · 25th August 2027". */
  label: string;
}

/** Where the webinar of the settings stands at `nowMs` (India time), and how the card prints it. */
export function webinarSchedule(settings: { title?: string; date?: string; time?: string } | undefined, nowMs: number): WebinarSchedule {
  const read = readWhen(settings?.date || WEBINAR.dateLabel, settings?.time || WEBINAR.timeLabel);
  const when = read ?? SPEC_WHEN;
  const year = webinarYear(nowMs, when);
  const endHour = when.hour + Math.round(WEBINAR.durationMinutes / 60);
  const end = webinarIso(year, endHour, when);
  const time = (settings?.time || WEBINAR.timeLabel).replace(' ', '');
  const day = `${ordinal(when.day)} ${MONTH_NAMES[when.month - 1]}`;
  // Text that names no day we can read is printed as typed and cannot be judged past.
  if (!read)
    return { title: settings?.title || WEBINAR.title, start: webinarIso(year, when.hour, when), end, phase: 'upcoming', label: `${time} · ${settings?.date}` };
  return {
    title: settings?.title || WEBINAR.title,
    start: webinarIso(year, when.hour, when),
    end,
    phase: Date.parse(end) <= nowMs ? 'past' : 'upcoming',
    label: `${time} · ${year === yearInIndia(nowMs) ? day : `${day} ${year}`}`,
  };
}

export function webinarEventJsonLd(origin: string, organizer: string, schedule: WebinarSchedule) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: schedule.title,
    description: 'Free webinar for graduates and MBA Finance professionals on starting an SAP career. Limited seats.',
    startDate: schedule.start,
    endDate: schedule.end,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: `${origin}/events` },
    organizer: { '@type': 'Organization', name: organizer, url: origin },
    isAccessibleForFree: true,
    // A past webinar offers nothing any more.
    ...(schedule.phase === 'upcoming'
      ? { offers: { '@type': 'Offer', price: 0, priceCurrency: 'INR', availability: 'https://schema.org/LimitedAvailability', url: `${origin}/events` } }
      : {}),
  };
}
