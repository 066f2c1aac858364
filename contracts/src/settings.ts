// GET /settings (SPEC §7: "response not shown"). Money display defaults of §3/§9.
import { z } from 'zod';
import { BOOKING_RULES } from './bookings.ts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from './money.ts';

export { DEFAULT_CURRENCY, DEFAULT_LOCALE };

/** SPEC §2 footer: "four social icons". The back office edits exactly these, and the footer shows them. */
export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'youtube', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const settingsSchema = z.object({
  currency: z.string().default(DEFAULT_CURRENCY),
  locale: z.string().default(DEFAULT_LOCALE),
  contact_email: z.string().optional(),
  phone: z.string().optional(),
  whatsapp: z.string().optional(),
  booking_url: z.string().optional(),
  social_links: z.record(z.string(), z.string()).optional(),
  webinar: z.object({ title: z.string(), date: z.string(), time: z.string() }).partial().optional(),
  /** Bookings (decision 138): a booker reschedules or cancels online until this many hours before the start. */
  booking_cutoff_hours: z.number().int().min(0).max(BOOKING_RULES.maxCutoffHours).default(BOOKING_RULES.defaultCutoffHours),
  /** Decision 210: the site's booking buttons open `booking_url` (an outside scheduler) instead of the site's own booking pages. */
  use_external_scheduling: z.boolean().default(false),
});
export type Settings = z.infer<typeof settingsSchema>;
