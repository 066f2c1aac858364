// The back office's lead inbox (SPEC §2 Leads; decision 112): list and read, and status/notes
// edits with optimistic concurrency (409 when stale) and one audit row, in one transaction.
import { ADMIN_MESSAGES, type AdminLeadFilter, type LeadUpdate, type ListQuery } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { adminLeadsRepository, toAdminLead } from '../repositories/admin-leads';
import { recordAudit } from '../repositories/audit';

export function adminLeadsService({ db }: { db: Db }) {
  return {
    list: (query: ListQuery & AdminLeadFilter) => adminLeadsRepository(db).list(query),

    async view(id: number) {
      const lead = await adminLeadsRepository(db).find(id);
      if (!lead) throw notFound('Lead');
      return lead;
    },

    /** The export's rows in id order, `batch` at a time after `afterId` (a keyset walk). */
    exportBatch: (filter: AdminLeadFilter & { q?: string }, afterId: number, batch: number) => adminLeadsRepository(db).batchAfter(filter, afterId, batch),

    /**
     * Status and notes; 404 for an unknown lead, 409 when `version` is not the stored one. Retried
     * through a database restart (decision 108): the work is the database's alone.
     */
    async update(actorUserId: number, id: number, change: LeadUpdate) {
      return inTransaction(
        db,
        async (tx) => {
          const repo = adminLeadsRepository(tx);
          const before = await repo.findRow(id);
          if (!before) throw notFound('Lead');
          const after = await repo.update(id, change);
          if (!after) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
          const result = toAdminLead(after);
          await recordAudit(tx, { actorUserId, action: 'lead.update', entity: 'lead', entityId: id, before: toAdminLead(before), after: result });
          return result;
        },
        { retryOnLostConnection: true },
      );
    },
  };
}
