// The back office's lead inbox: list, read, status/notes edits with optimistic
// concurrency (the transaction and audit row are services/admin-leads.ts'), and the batches the CSV export streams.
import { and, asc, count, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminLead, AdminLeadFilter, LeadUpdate, ListQuery } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { leads } from '../db/schema';
import { indiaDayEnd, indiaDayStart, iso, matchesAny, orderBy, pageWindow } from './admin-list';

export type LeadRow = typeof leads.$inferSelect;

export const LEAD_SORTS = { created_at: leads.createdAt, name: leads.name, status: leads.status };

export function toAdminLead(r: LeadRow): AdminLead {
  return {
    id: r.id,
    type: r.type,
    status: r.status as AdminLead['status'],
    notes: r.notes,
    name: r.name,
    email: r.email,
    mobile: r.mobile,
    subject: r.subject,
    message: r.message,
    page: r.page,
    utm_source: r.utmSource,
    utm_medium: r.utmMedium,
    utm_campaign: r.utmCampaign,
    utm_term: r.utmTerm,
    utm_content: r.utmContent,
    version: r.version,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
  };
}

function whereOf(filter: AdminLeadFilter & { q?: string }): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(matchesAny(filter.q, [leads.name, leads.email, leads.subject]));
  if (filter.type) conditions.push(eq(leads.type, filter.type));
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.from) conditions.push(gte(leads.createdAt, indiaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(leads.createdAt, indiaDayEnd(filter.to)));
  // Sources arrive as typed in links (google, Google): matched without case.
  if (filter.utm_source) conditions.push(sql`lower(${leads.utmSource}) = lower(${filter.utm_source})`);
  return conditions.length ? and(...conditions) : undefined;
}

export function adminLeadsRepository(db: Db) {
  return {
    async list(query: ListQuery & AdminLeadFilter) {
      const where = whereOf(query);
      const order = orderBy(query.sort, LEAD_SORTS, '-created_at', leads.id);
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(leads)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(leads).where(where),
      ]);
      return { results: rows.map(toAdminLead), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
    },

    async find(id: number) {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      return row ? toAdminLead(row) : undefined;
    },

    /** The export's rows in id order, `batch` at a time after `afterId`: a keyset walk, so memory stays flat however many leads match. */
    async batchAfter(filter: AdminLeadFilter & { q?: string }, afterId: number, batch: number) {
      return db
        .select()
        .from(leads)
        .where(and(whereOf(filter), gt(leads.id, afterId)))
        .orderBy(asc(leads.id))
        .limit(batch);
    },

    /** The stored row, for the audit row's "before". */
    async findRow(id: number): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      return row;
    },

    /** Status and notes, if `change.version` is still the stored one; undefined otherwise. */
    async update(id: number, change: LeadUpdate): Promise<LeadRow | undefined> {
      const [after] = await db
        .update(leads)
        .set({
          ...(change.status !== undefined && { status: change.status }),
          ...(change.notes !== undefined && { notes: change.notes }),
          version: sql`${leads.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(leads.id, id), eq(leads.version, change.version)))
        .returning();
      return after;
    },
  };
}
