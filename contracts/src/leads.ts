// POST /leads: the contact form and the catalog-download form of SPEC §3/§5, plus the webinar
// registration. Beyond §7 (the spec's forms send nothing); the rules are §5's.
import { z } from 'zod';
import { MESSAGES, emailField, nameField } from './fields.ts';
import { multiLine, singleLine } from './text.ts';

export const LEAD_TYPES = ['contact', 'catalog', 'webinar'] as const;
/** Every type a stored lead may have: the forms' and a booked free consultation's (decision 138), which only POST /bookings/consultations creates. */
export const STORED_LEAD_TYPES = [...LEAD_TYPES, 'consultation'] as const;
export const LEAD_TEXT_MAX_LENGTH = 200;
export const LEAD_MESSAGE_MAX_LENGTH = 5000;
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

// Every field but the message is one line: each becomes one line of the sales e-mail (decision 109).
const optionalText = (max: number) =>
  singleLine()
    .max(max, { error: `At most ${max} characters.` })
    .optional();

export const leadRequestSchema = z.object({
  type: z.enum(LEAD_TYPES, { error: `type must be one of ${LEAD_TYPES.join(', ')}.` }),
  name: nameField,
  email: emailField(MESSAGES.leadEmail),
  mobile: optionalText(32), // §5: optional, no format rule
  subject: optionalText(LEAD_TEXT_MAX_LENGTH),
  message: multiLine()
    .max(LEAD_MESSAGE_MAX_LENGTH, { error: `At most ${LEAD_MESSAGE_MAX_LENGTH} characters.` })
    .optional(),
  page: optionalText(LEAD_TEXT_MAX_LENGTH),
  utm_source: optionalText(LEAD_TEXT_MAX_LENGTH),
  utm_medium: optionalText(LEAD_TEXT_MAX_LENGTH),
  utm_campaign: optionalText(LEAD_TEXT_MAX_LENGTH),
  utm_term: optionalText(LEAD_TEXT_MAX_LENGTH),
  utm_content: optionalText(LEAD_TEXT_MAX_LENGTH),
  /** Honeypot: hidden from people, so a value means a bot. Accepted and silently dropped. */
  website: z.string().max(LEAD_TEXT_MAX_LENGTH).optional(),
});
export type LeadRequest = z.infer<typeof leadRequestSchema>;

export const leadResponseSchema = z.object({ detail: z.string() });
export type LeadResponse = z.infer<typeof leadResponseSchema>;
