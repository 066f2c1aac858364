// Events (webinars) on the public site (SPEC §2 "Events and Webinars", decision 137): the upcoming
// ones with their seats, and the registration form. The join link is never part of a public read:
// only the confirmation mail carries it.
import { z } from 'zod';
import { leadRequestSchema } from './leads.ts';

export const EVENT_MESSAGES = {
  /** 202: the registration (new or the same e-mail again) is stored and its mail queued. */
  registered: 'You are registered! We will e-mail you the joining link.',
  /** 409: every seat is taken. */
  full: 'This event is full.',
  /** 409: the event has started (or ended); registration closes at its start. */
  closed: 'Registration for this event has closed.',
  /** 404: no published event has this slug. */
  notFound: 'This event is not open for registration.',
} as const;

/** How many upcoming events the public list shows at most. */
export const PUBLIC_EVENTS_LIMIT = 20;

/** The counting rule (decision 137): seats left never go below zero, and an event is full at zero. */
export const seatsLeft = (seatCap: number, registered: number): number => Math.max(0, seatCap - registered);
export const isFull = (seatCap: number, registered: number): boolean => seatsLeft(seatCap, registered) === 0;

export const EVENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const eventSlugSchema = z.string().max(80).regex(EVENT_SLUG_PATTERN, { error: 'Use lower-case letters, digits and hyphens.' });

export const publicEventSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** UTC instants; screens show them in India time. */
  starts_at: z.string(),
  ends_at: z.string(),
  seat_cap: z.number().int().positive(),
  seats_left: z.number().int().nonnegative(),
  full: z.boolean(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** GET /site/events: the upcoming published events, soonest first. */
export const publicEventListSchema = z.object({ results: z.array(publicEventSchema) });
export type PublicEventList = z.infer<typeof publicEventListSchema>;

/**
 * POST /site/events/{slug}/registrations: the webinar form's fields (the lead form's rules, its
 * honeypot and its UTM fields); the lead's type is always 'webinar' and its subject the event.
 */
export const eventRegistrationRequestSchema = leadRequestSchema.omit({ type: true, subject: true, message: true });
export type EventRegistrationRequest = z.infer<typeof eventRegistrationRequestSchema>;

export const eventRegistrationResponseSchema = z.object({ detail: z.string() });
export type EventRegistrationResponse = z.infer<typeof eventRegistrationResponseSchema>;
