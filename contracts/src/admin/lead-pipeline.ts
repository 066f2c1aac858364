// The lead pipeline (decision 145): owner, next action, line of business, duplicates, the
// templated first reply and the contact timeline. React-free rules the API and the back office
// share, so the template staff edit is the one the API would fill in.
import { z } from 'zod';
import { multiLine, singleLine } from '../text.ts';
import { idSchema, timestampSchema } from './common.ts';

/** SPEC §1's three lines of business, training's corporate teams apart, and the rest. */
export const LINES_OF_BUSINESS = ['training', 'erp_implementation', 'staffing', 'corporate', 'other'] as const;
export type LineOfBusiness = (typeof LINES_OF_BUSINESS)[number];
export const LINE_OF_BUSINESS_LABELS: Record<LineOfBusiness, string> = {
  training: 'Training',
  erp_implementation: 'ERP implementation',
  staffing: 'Staffing',
  corporate: 'Corporate',
  other: 'Other',
};

/** Statuses still worked on: only these are "due" (a won or lost lead needs no next action). */
export const OPEN_LEAD_STATUSES = ['new', 'contacted'] as const;

/**
 * The line of business a new lead starts with, from the form that sent it and the page it was
 * sent from (SPEC §2 routes): /implementation and /solutions are implementation, /staffing is
 * staffing, a page about corporate or team training is corporate, and the course pages, the
 * catalogue download, webinars and consultations are training. Staff can change it.
 */
export function lineOfBusinessFor(type: string, page: string | null | undefined): LineOfBusiness {
  const path = (page ?? '').toLowerCase();
  if (/(^|\/)(implementation|solutions)(\/|$|\?|#)/.test(path)) return 'erp_implementation';
  if (/(^|\/)staffing(\/|$|\?|#)/.test(path)) return 'staffing';
  if (/corporate/.test(path)) return 'corporate';
  if (type === 'catalog' || type === 'webinar' || type === 'consultation') return 'training';
  if (/(^|\/)(training|courses|events)(\/|$|\?|#)/.test(path)) return 'training';
  return 'other';
}

export const LEAD_CONTACT_KINDS = ['email', 'whatsapp', 'call'] as const;
export type LeadContactKind = (typeof LEAD_CONTACT_KINDS)[number];
export const LEAD_CONTACT_LABELS: Record<LeadContactKind, string> = { email: 'E-mail sent', whatsapp: 'WhatsApp opened', call: 'Call logged' };

export const LEAD_REPLY_SUBJECT_MAX = 200;
export const LEAD_REPLY_TEXT_MAX = 5000;
export const LEAD_CONTACT_NOTE_MAX = 2000;

export const LEAD_PIPELINE_MESSAGES = {
  ownerNotStaff: 'The owner must be an editor or an admin.',
  noMobile: 'This lead has no mobile number WhatsApp can open.',
  callNeedsNote: 'Say what the call was about.',
} as const;

/** GET /admin/leads/owners: who may own a lead. */
export const leadOwnerSchema = z.object({ id: idSchema, name: z.string(), role: z.enum(['editor', 'admin']) });
export type LeadOwner = z.infer<typeof leadOwnerSchema>;
export const leadOwnersResponseSchema = z.object({ results: z.array(leadOwnerSchema) });

export const leadContactSchema = z.object({
  id: idSchema,
  kind: z.enum(LEAD_CONTACT_KINDS),
  note: z.string(),
  actor_name: z.string().nullable(),
  created_at: timestampSchema,
});
export type LeadContact = z.infer<typeof leadContactSchema>;

/** Another lead with this lead's e-mail or mobile ("Also contacted on …"). */
export const relatedLeadSchema = z.object({
  id: idSchema,
  type: z.string(),
  created_at: timestampSchema,
  match: z.enum(['email', 'mobile', 'both']),
});
export type RelatedLead = z.infer<typeof relatedLeadSchema>;

export const leadStudentSchema = z.object({ id: idSchema, name: z.string() });

/** POST /admin/leads/{id}/reply: the first reply as staff edited it; `key` makes a double click one mail. */
export const leadReplyRequestSchema = z.object({
  key: z.uuid({ error: 'key must be a UUID.' }),
  subject: singleLine()
    .min(1, { error: 'Subject is required.' })
    .max(LEAD_REPLY_SUBJECT_MAX, { error: `Subject must be at most ${LEAD_REPLY_SUBJECT_MAX} characters.` }),
  text: multiLine()
    .min(1, { error: 'Message is required.' })
    .max(LEAD_REPLY_TEXT_MAX, { error: `Message must be at most ${LEAD_REPLY_TEXT_MAX} characters.` }),
});
export type LeadReplyRequest = z.infer<typeof leadReplyRequestSchema>;

/** POST /admin/leads/{id}/contacts: a WhatsApp chat opened or a call made, with a note. */
export const leadContactRequestSchema = z.object({
  kind: z.enum(['whatsapp', 'call'], { error: 'kind must be whatsapp or call.' }),
  note: multiLine()
    .max(LEAD_CONTACT_NOTE_MAX, { error: `Note must be at most ${LEAD_CONTACT_NOTE_MAX} characters.` })
    .default(''),
});
export type LeadContactRequest = z.input<typeof leadContactRequestSchema>;

/** What the template reads of a lead. */
export interface LeadReplyFields {
  name: string;
  subject: string | null;
  line_of_business: LineOfBusiness;
}

/** The lead's interest in words: what they wrote as subject, else the line of business. */
export function leadInterest(lead: LeadReplyFields): string {
  return lead.subject?.trim() || LINE_OF_BUSINESS_LABELS[lead.line_of_business].toLowerCase();
}

/** The first reply staff start from; they edit it before it goes. */
export function leadReplyTemplate(lead: LeadReplyFields, brandName: string): { subject: string; text: string } {
  const interest = leadInterest(lead);
  return {
    subject: `Your enquiry about ${interest}`,
    text: [
      `Hi ${lead.name},`,
      '',
      `Thank you for your interest in ${interest} with ${brandName}. We would be glad to help.`,
      'When would be a good time for a short call? Reply to this e-mail with a time that suits you.',
      '',
      'Regards,',
      brandName,
    ].join('\n'),
  };
}

/** The short message a WhatsApp chat opens with. */
export function leadWhatsAppText(lead: LeadReplyFields, brandName: string): string {
  return `Hi ${lead.name}, thank you for your interest in ${leadInterest(lead)} with ${brandName}. When would be a good time for a short call?`;
}

/**
 * A click-to-chat link (https://wa.me/<digits>?text=…) for a mobile stored in E.164 (decision
 * 123); null when the mobile was kept as typed, which WhatsApp cannot open.
 */
export function whatsappLink(mobile: string | null, text: string): string | null {
  if (!mobile || !/^\+[1-9]\d{6,14}$/.test(mobile)) return null;
  return `https://wa.me/${mobile.slice(1)}?text=${encodeURIComponent(text)}`;
}
