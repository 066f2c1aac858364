// Back-office site settings: what the public pages' contact
// details, booking link, socials and webinar card show (GET /settings, GET /site-data).
import { z } from 'zod';
import { emailField } from '../fields.ts';
import { DEFAULT_GST_RATE_BASIS_POINTS, DEFAULT_INVOICE_PREFIX, DEFAULT_SAC_CODE, DEFAULT_SELLER_STATE, INVOICE_PREFIX_PATTERN } from '../gst/index.ts';
import { gstAddressField, gstLegalNameField, gstStateField, gstinField, gstinMatchesState } from '../gst-fields.ts';
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

export const TAX_SETTINGS_MESSAGES = {
  sac: 'The SAC code is 6 digits, e.g. 999293.',
  rate: 'The rate is a whole number of basis points from 0 to 10000 (1800 = 18 %).',
  prefix: 'The invoice prefix is 1–4 capital letters or digits.',
  registeredNeedsName: 'A registered business needs its legal name and address on every tax invoice.',
} as const;

/**
 * The seller's GST registration (decision 141). Until `gstin` is set, paid orders get the receipt
 * only: a business that is not registered must not issue tax invoices.
 */
export const taxSettingsSchema = z
  .object({
    legal_name: z.union([z.literal(''), gstLegalNameField]),
    address: z.union([z.literal(''), gstAddressField]),
    /** The seller's GST state code: an intra-state supply (CGST + SGST) is one to this state. */
    state: gstStateField,
    /** '' while the business is not registered: then no tax invoices are issued. */
    gstin: gstinField,
    sac: z.string().regex(/^\d{6}$/, { error: TAX_SETTINGS_MESSAGES.sac }),
    rate_bp: z
      .number({ error: TAX_SETTINGS_MESSAGES.rate })
      .int({ error: TAX_SETTINGS_MESSAGES.rate })
      .min(0, { error: TAX_SETTINGS_MESSAGES.rate })
      .max(10_000, { error: TAX_SETTINGS_MESSAGES.rate }),
    /** The default: the price a student sees is what they pay, GST included. */
    prices_include_gst: z.boolean(),
    invoice_prefix: z.string().regex(INVOICE_PREFIX_PATTERN, { error: TAX_SETTINGS_MESSAGES.prefix }),
  })
  .superRefine((value, ctx) => {
    gstinMatchesState(value, ctx);
    if (value.gstin !== '' && (value.legal_name === '' || value.address === '')) {
      ctx.addIssue({ code: 'custom', path: [value.legal_name === '' ? 'legal_name' : 'address'], message: TAX_SETTINGS_MESSAGES.registeredNeedsName });
    }
  });
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

/** What applies until staff save the tax group: not registered, Karnataka, SAC 999293 at 18 %, prices include GST. */
export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  legal_name: '',
  address: '',
  state: DEFAULT_SELLER_STATE,
  gstin: '',
  sac: DEFAULT_SAC_CODE,
  rate_bp: DEFAULT_GST_RATE_BASIS_POINTS,
  prices_include_gst: true,
  invoice_prefix: DEFAULT_INVOICE_PREFIX,
};

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
  /** Absent (a form from before decision 141): the tax group stays as it is. */
  tax: taxSettingsSchema.optional(),
  /** Decision 138: left out, the stored cut-off stays (forms written before it keep working). */
  booking_cutoff_hours: z
    .number()
    .int({ error: `The booking cut-off is a whole number of hours from 0 to ${BOOKING_RULES.maxCutoffHours}.` })
    .min(0, { error: `The booking cut-off is a whole number of hours from 0 to ${BOOKING_RULES.maxCutoffHours}.` })
    .max(BOOKING_RULES.maxCutoffHours, { error: `The booking cut-off is a whole number of hours from 0 to ${BOOKING_RULES.maxCutoffHours}.` })
    .optional(),
  /** Decision 210: left out, the stored choice stays (forms written before it keep working). */
  use_external_scheduling: z.boolean({ error: 'use_external_scheduling is true or false.' }).optional(),
  /** Decision 150: the practice server's health URL (an http(s) GET answering 2xx when up); empty: not
   * checked. Staff only, never in the public settings. Left out, the stored one stays. */
  practice_server_health_url: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Health URL must be an http:// or https:// link.' }).max(500)])
    .optional(),
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
  tax: z.object({
    legal_name: shown,
    address: shown,
    state: shown,
    gstin: shown,
    sac: shown,
    rate_bp: z.number(),
    prices_include_gst: z.boolean(),
    invoice_prefix: shown,
  }),
  booking_cutoff_hours: z.number().int().nonnegative(),
  use_external_scheduling: z.boolean(),
  practice_server_health_url: shown,
  version: versionSchema,
  updated_at: timestampSchema.nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
