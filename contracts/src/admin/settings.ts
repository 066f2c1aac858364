// Back-office site settings: what the public pages' contact
// details, booking link, socials and webinar card show (GET /settings, GET /site-data).
import { z } from 'zod';
import { emailField } from '../fields.ts';
import { BOOKING_RULES } from '../bookings.ts';
import { SOCIAL_NETWORKS } from '../settings.ts';
import { singleLine } from '../text.ts';
import { timestampSchema, versionSchema } from './common.ts';

export { SOCIAL_NETWORKS };

const httpsUrl = (label: string) => z.union([z.literal(''), z.url({ protocol: /^https$/, error: `${label} must be an https:// link.` }).max(500)]);
const phone = (label: string) =>
  singleLine()
    .max(32)
    .regex(/^\+?[0-9 ()-]{7,}$/, { error: `${label} must be a phone number, e.g. +91 80 1234 5678.` });

export const siteSettingsInputSchema = z.object({
  contact_email: emailField('Enter a valid contact e-mail.'),
  phone: phone('Phone'),
  whatsapp: phone('WhatsApp'),
  booking_url: httpsUrl('Booking link'),
  /** Empty: the network is not shown. */
  social_links: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, httpsUrl(n)])) as Record<(typeof SOCIAL_NETWORKS)[number], ReturnType<typeof httpsUrl>>,
  ),
  /** Shown as typed on the webinar card (SPEC §2 prints "25th August", "12 PM"), India time. */
  webinar: z.object({
    title: singleLine().max(160, { error: 'Title must be at most 160 characters.' }),
    date: singleLine().max(40, { error: 'Date must be at most 40 characters.' }),
    time: singleLine().max(40, { error: 'Time must be at most 40 characters.' }),
  }),
  /** Decision 138: left out, the stored cut-off stays (forms written before it keep working). */
  booking_cutoff_hours: z
    .number()
    .int({ error: `The booking cut-off is a whole number of hours from 0 to ${BOOKING_RULES.maxCutoffHours}.` })
    .min(0, { error: `The booking cut-off is a whole number of hours from 0 to ${BOOKING_RULES.maxCutoffHours}.` })
    .max(BOOKING_RULES.maxCutoffHours, { error: `The booking cut-off is a whole number of hours from 0 to ${BOOKING_RULES.maxCutoffHours}.` })
    .optional(),
  /** Decision 210: left out, the stored choice stays (forms written before it keep working). */
  use_external_scheduling: z.boolean({ error: 'use_external_scheduling is true or false.' }).optional(),
});
export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;

/** PUT /admin/settings */
export const siteSettingsUpdateSchema = siteSettingsInputSchema.extend({ version: versionSchema });
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdateSchema>;

/**
 * GET /admin/settings: the input's shape with every value a plain string. The values may come from
 * the environment, which the form's rules never checked (a SETTINGS_PHONE that is no number, an
 * http:// link): the screen must still load them, for staff to see and correct under the form's rules.
 */
const shown = z.string();
export const adminSettingsSchema = z.object({
  contact_email: shown,
  phone: shown,
  whatsapp: shown,
  booking_url: shown,
  social_links: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, shown])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof shown>),
  webinar: z.object({ title: shown, date: shown, time: shown }),
  booking_cutoff_hours: z.number().int().nonnegative(),
  use_external_scheduling: z.boolean(),
  version: versionSchema,
  updated_at: timestampSchema.nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
