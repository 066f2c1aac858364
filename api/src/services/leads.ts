// A lead from the contact, catalog-download and webinar forms (SPEC §5). The lead is stored before
// the 2xx and its sales notification goes through the outbox in the same transaction, so an SMTP
// outage loses nothing and a stored lead always gets its e-mail.
import { toSingleLine, type LeadRequest } from '@sap-academy/contracts';
import { lineOfBusinessFor } from '@sap-academy/contracts/admin';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { normalisePhone } from '../lib/phone';
import { leadsRepository } from '../repositories/leads';
import { outboxRepository } from '../repositories/outbox';

// The contract already keeps these fields on one line; collapsing again here means the body's
// shape (one line per field, then the message) holds even if a field's schema changes.
const line = (value: string | undefined) => (value ? toSingleLine(value) : '-');

function notificationText(lead: LeadRequest): string {
  const lines = [
    `Type: ${lead.type}`,
    `Name: ${line(lead.name)}`,
    `E-mail: ${line(lead.email)}`,
    `Mobile: ${line(lead.mobile)}`,
    `Subject: ${line(lead.subject)}`,
    `Page: ${line(lead.page)}`,
    `UTM: ${[lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.utm_term, lead.utm_content].map(line).join(' / ')}`,
    '',
    lead.message ?? '',
  ];
  return lines.join('\n');
}

/**
 * Writes the lead and queues its sales notification on the caller's transaction; returns the
 * lead's id. The lead form and the event registrations (decision 137) both come through here, so
 * staff see every webinar registration in Leads with the same notification.
 */
export async function recordLead(tx: Db, config: Pick<Config, 'SALES_EMAIL'>, lead: LeadRequest): Promise<number> {
  // Decision 123: stored in E.164 when it is a valid number, as typed otherwise.
  const mobile = lead.mobile ? normalisePhone(lead.mobile) : null;
  const notification = {
    to: config.SALES_EMAIL,
    subject: `New ${lead.type} lead: ${line(lead.name)}`,
    text: notificationText({ ...lead, mobile: mobile ?? undefined }),
  };
  const leadId = await leadsRepository(tx).create({
    type: lead.type,
    name: lead.name,
    email: lead.email.toLowerCase(),
    mobile: mobile || null,
    subject: lead.subject || null,
    message: lead.message || null,
    page: lead.page || null,
    utmSource: lead.utm_source || null,
    utmMedium: lead.utm_medium || null,
    utmCampaign: lead.utm_campaign || null,
    utmTerm: lead.utm_term || null,
    utmContent: lead.utm_content || null,
    // Decision 145: the form and page say which business the lead is for; staff may change it.
    lineOfBusiness: lineOfBusinessFor(lead.type, lead.page),
  });
  await outboxRepository(tx).enqueue({ kind: 'lead-notification', payload: { leadId, ...notification } });
  return leadId;
}

export function leadsService({ db, config }: { db: Db; config: Pick<Config, 'SALES_EMAIL'> }) {
  return {
    /**
     * Stores the lead and queues its notification; returns the lead's id. Retried through a
     * database restart (decision 108): nothing outside the database happens in it, and the
     * caller answers 202 only after the commit.
     */
    async submit(lead: LeadRequest): Promise<number> {
      return inTransaction(db, (tx) => recordLead(tx, config, lead), { retryOnLostConnection: true });
    },
  };
}
