// The back office's lead inbox (SPEC §2 Leads; decision 112) and its pipeline (decision 145):
// list and read, and status, notes, owner, next action and line of business edits with optimistic
// concurrency (409 when stale) and one audit row, in one transaction.
import {
  ADMIN_MESSAGES,
  LEAD_PIPELINE_MESSAGES,
  type AdminLeadDetail,
  type AdminLeadFilter,
  type LeadUpdate,
  type ListQuery,
} from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { indiaToday } from '../lib/csv';
import { adminLeadsRepository, toAdminLead } from '../repositories/admin-leads';
import { recordAudit } from '../repositories/audit';
import { leadPipelineRepository } from '../repositories/lead-pipeline';

export function adminLeadsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    /** `due=today` is read against today in India by the service's clock. */
    list: (query: ListQuery & AdminLeadFilter) => adminLeadsRepository(db).list(query, indiaToday(now())),

    /** The lead, the leads that share its e-mail or mobile, its student account and its contacts. */
    async view(id: number): Promise<AdminLeadDetail> {
      const lead = await adminLeadsRepository(db).find(id);
      if (!lead) throw notFound('Lead');
      const pipeline = leadPipelineRepository(db);
      const [related, student, contacts] = await Promise.all([pipeline.related(lead), pipeline.studentByEmail(lead.email), pipeline.contacts(id)]);
      return { ...lead, related, student, contacts };
    },

    /** The export's rows in id order, `batch` at a time after `afterId` (a keyset walk). */
    exportBatch: (filter: AdminLeadFilter & { q?: string }, afterId: number, batch: number) =>
      adminLeadsRepository(db).batchAfter(filter, afterId, batch, indiaToday(now())),

    /**
     * Status, notes and the pipeline's fields; 404 for an unknown lead, 409 when `version` is not
     * the stored one, 400 when the owner is not an editor or an admin. Retried through a database
     * restart (decision 108): the work is the database's alone.
     */
    async update(actorUserId: number, id: number, change: LeadUpdate) {
      await inTransaction(
        db,
        async (tx) => {
          const repo = adminLeadsRepository(tx);
          const before = await repo.findRow(id);
          if (!before) throw notFound('Lead');
          if (change.owner_id != null && !(await leadPipelineRepository(tx).isOwnerCandidate(change.owner_id))) {
            throw new DomainError('rejected', LEAD_PIPELINE_MESSAGES.ownerNotStaff);
          }
          const after = await repo.update(id, change);
          if (!after) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
          await recordAudit(tx, { actorUserId, action: 'lead.update', entity: 'lead', entityId: id, before: toAdminLead(before), after: toAdminLead(after) });
        },
        { retryOnLostConnection: true },
      );
      // Read again for the owner's name (the update returns the row alone).
      const saved = await adminLeadsRepository(db).find(id);
      if (!saved) throw notFound('Lead');
      return saved;
    },
  };
}
