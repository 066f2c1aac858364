// The lead pipeline's contacts (decision 145): the templated first reply, mailed through the
// outbox once per key (a double click is one mail), and a WhatsApp chat or call logged by staff.
// Every contact is a row on the lead's timeline and an audit row, in the transaction that made it;
// the first contact of a new lead moves it to contacted.
import { LEAD_PIPELINE_MESSAGES, type LeadContactKind, type LeadContactRequest, type LeadReplyRequest } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { adminLeadsRepository, type LeadRow } from '../repositories/admin-leads';
import { recordAudit } from '../repositories/audit';
import { isE164, leadPipelineRepository } from '../repositories/lead-pipeline';
import { outboxRepository } from '../repositories/outbox';

/** The outbox row's kind: an untemplated {to, subject, text} mail, sent as staff wrote it. */
export const LEAD_REPLY_KIND = 'lead-reply';

export const leadReplyDedupKey = (leadId: number, key: string) => `lead-reply:${leadId}:${key}`;

export function leadPipelineService({ db, now }: { db: Db; now: () => Date }) {
  async function logContact(tx: Db, actorUserId: number, lead: LeadRow, kind: LeadContactKind, note: string) {
    await leadPipelineRepository(tx).addContact({ leadId: lead.id, kind, note, actorUserId, createdAt: now() });
    const contacted = lead.status === 'new' ? await adminLeadsRepository(tx).update(lead.id, { version: lead.version, status: 'contacted' }) : undefined;
    await recordAudit(tx, {
      actorUserId,
      action: 'lead.contact',
      entity: 'lead',
      entityId: lead.id,
      before: contacted ? { status: lead.status } : {},
      after: { contact: kind, note, ...(contacted && { status: contacted.status }) },
    });
  }

  /** The lead, locked: two contacts of one lead (and a status edit) run one after the other. */
  async function lockedLead(tx: Db, id: number): Promise<LeadRow> {
    const lead = await adminLeadsRepository(tx).findRow(id, true);
    if (!lead) throw notFound('Lead');
    return lead;
  }

  return {
    /** Queues the reply; returns whether this call queued it (false: the key was used already). */
    async reply(actorUserId: number, id: number, body: LeadReplyRequest): Promise<boolean> {
      return inTransaction(db, async (tx) => {
        const lead = await lockedLead(tx, id);
        // The dedup key (decision 139's unique column) makes a second click with the same key a
        // no-op, even when both clicks' transactions run at once: the second waits, then inserts nothing.
        const queued = await outboxRepository(tx).enqueueOnce({
          kind: LEAD_REPLY_KIND,
          payload: { leadId: id, to: lead.email, subject: body.subject, text: body.text },
          dedupKey: leadReplyDedupKey(id, body.key),
        });
        if (queued) await logContact(tx, actorUserId, lead, 'email', body.subject);
        return queued;
      });
    },

    /** A WhatsApp chat opened (the lead needs an E.164 mobile) or a call made (with a note). */
    async contact(actorUserId: number, id: number, body: LeadContactRequest): Promise<void> {
      const note = body.note ?? '';
      await inTransaction(db, async (tx) => {
        const lead = await lockedLead(tx, id);
        if (body.kind === 'whatsapp' && !isE164(lead.mobile)) throw new DomainError('rejected', LEAD_PIPELINE_MESSAGES.noMobile);
        if (body.kind === 'call' && note === '') throw new DomainError('rejected', LEAD_PIPELINE_MESSAGES.callNeedsNote);
        await logContact(tx, actorUserId, lead, body.kind, note);
      });
    },

    owners: () => leadPipelineRepository(db).owners(),
  };
}
