// The back office's lead inbox: list, read, status/notes edits with optimistic
// concurrency (the transaction and audit row are services/admin-leads.ts'), and the batches the CSV export streams.
import { and, asc, count, eq, getTableColumns, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { OPEN_LEAD_STATUSES, type AdminLead, type AdminLeadFilter, type LeadUpdate, type ListQuery } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { leads, users } from '../db/schema';
import { indiaDayEnd, indiaDayStart, iso, matchesAny, orderBy, pageWindow } from './admin-list';

/** A stored lead, with its owner's name when read through `withOwner`. */
export type LeadRow = typeof leads.$inferSelect & { ownerName?: string | null };

/** The lead's columns and its owner's name (a left join: most leads have no owner yet). */
const withOwner = { ...getTableColumns(leads), ownerName: users.name };

export const LEAD_SORTS = { created_at: leads.createdAt, name: leads.name, status: leads.status, next_action_on: leads.nextActionOn };

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
    owner_id: r.ownerId,
    owner_name: r.ownerName ?? null,
    next_action_on: r.nextActionOn,
    line_of_business: r.lineOfBusiness as AdminLead['line_of_business'],
    version: r.version,
    created_at: iso(r.createdAt),
    updated_at: iso(r.updatedAt),
  };
}

/** `today` is the India day the due list is read for (the service's clock). */
function whereOf(filter: AdminLeadFilter & { q?: string }, today?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(matchesAny(filter.q, [leads.name, leads.email, leads.subject]));
  if (filter.type) conditions.push(eq(leads.type, filter.type));
  if (filter.status) conditions.push(eq(leads.status, filter.status));
  if (filter.from) conditions.push(gte(leads.createdAt, indiaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(leads.createdAt, indiaDayEnd(filter.to)));
  // Sources arrive as typed in links (google, Google): matched without case.
  if (filter.utm_source) conditions.push(sql`lower(${leads.utmSource}) = lower(${filter.utm_source})`);
  if (filter.line_of_business) conditions.push(eq(leads.lineOfBusiness, filter.line_of_business));
  // Due: an open lead whose next action is today or already overdue (decision 145).
  if (filter.due === 'today' && today) conditions.push(lte(leads.nextActionOn, today), inArray(leads.status, [...OPEN_LEAD_STATUSES]));
  return conditions.length ? and(...conditions) : undefined;
}

export function adminLeadsRepository(db: Db) {
  return {
    async list(query: ListQuery & AdminLeadFilter, today?: string) {
      const where = whereOf(query, today);
      const order = orderBy(query.sort, LEAD_SORTS, '-created_at', leads.id);
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(withOwner)
          .from(leads)
          .leftJoin(users, eq(users.id, leads.ownerId))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(leads).where(where),
      ]);
      return { results: rows.map(toAdminLead), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
    },

    async find(id: number) {
      const [row] = await db.select(withOwner).from(leads).leftJoin(users, eq(users.id, leads.ownerId)).where(eq(leads.id, id));
      return row ? toAdminLead(row) : undefined;
    },

    /** The export's rows in id order, `batch` at a time after `afterId`: a keyset walk, so memory stays flat however many leads match. */
    async batchAfter(filter: AdminLeadFilter & { q?: string }, afterId: number, batch: number, today?: string) {
      return db
        .select(withOwner)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.ownerId))
        .where(and(whereOf(filter, today), gt(leads.id, afterId)))
        .orderBy(asc(leads.id))
        .limit(batch);
    },

    /** The stored row, for the audit row's "before". */
    async findRow(id: number, lock = false): Promise<LeadRow | undefined> {
      const query = db.select().from(leads).where(eq(leads.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Status, notes and the pipeline's fields, if `change.version` is still the stored one; undefined otherwise. */
    async update(id: number, change: LeadUpdate): Promise<LeadRow | undefined> {
      const [after] = await db
        .update(leads)
        .set({
          ...(change.status !== undefined && { status: change.status }),
          ...(change.notes !== undefined && { notes: change.notes }),
          ...(change.owner_id !== undefined && { ownerId: change.owner_id }),
          ...(change.next_action_on !== undefined && { nextActionOn: change.next_action_on }),
          ...(change.line_of_business !== undefined && { lineOfBusiness: change.line_of_business }),
          version: sql`${leads.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(leads.id, id), eq(leads.version, change.version)))
        .returning();
      return after;
    },
  };
}
