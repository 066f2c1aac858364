// The back office's audit trail and counters. Both are written inside the change's own
// transaction, so there is never a change without its audit row, nor a row for a rolled-back change.
import type { AuditEntity } from '@sap-academy/contracts/admin';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, revisions, users } from '../db/schema';

/** A transaction handle or the database itself. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export interface AuditRecord {
  actorUserId: number | null;
  action: string;
  /** Only the kinds the trail can show (AUDIT_ENTITIES): a new kind is added there first. */
  entity: AuditEntity;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** jsonb: dates become ISO strings, as the API sends them. */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What changed (decision 119): of two snapshots, only the top-level fields whose values differ,
 * each side with its own value. A creation or removal (one side null) keeps its whole side; the
 * callers' snapshots hold no more than the record's editable fields.
 */
export function auditDiff(before: unknown, after: unknown): { before: unknown; after: unknown } {
  const [b, a] = [asJson(before), asJson(after)];
  if (!isRecord(b) || !isRecord(a)) return { before: b, after: a };
  const changed = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]));
  return {
    before: Object.fromEntries(changed.filter((key) => key in b).map((key) => [key, b[key]])),
    after: Object.fromEntries(changed.filter((key) => key in a).map((key) => [key, a[key]])),
  };
}

export async function recordAudit(tx: Executor, entry: AuditRecord): Promise<void> {
  const { before, after } = auditDiff(entry.before, entry.after);
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before,
    after,
  });
}

/** Moves a named counter on and returns its new value (`site`: the public pages' data changed). */
export async function bumpRevision(tx: Executor, name: 'site' | 'settings'): Promise<number> {
  const [row] = await tx
    .update(revisions)
    .set({ value: sql`${revisions.value} + 1`, updatedAt: sql`now()` })
    .where(eq(revisions.name, name))
    .returning({ value: revisions.value });
  return row?.value ?? 0;
}

export async function readRevision(db: Executor, name: 'site' | 'settings'): Promise<number> {
  const [row] = await db.select({ value: revisions.value }).from(revisions).where(eq(revisions.name, name));
  return row?.value ?? 0;
}

/**
 * The counter with the time it last moved, as one opaque tag (`GET /site-data`'s version): a
 * counter that went back (a database restored from a backup, a test's reset) can repeat a number,
 * but never with the same time, so a cache keyed on the tag cannot serve data from before.
 */
export async function readRevisionTag(db: Executor, name: 'site' | 'settings'): Promise<string> {
  const [row] = await db.select({ value: revisions.value, updatedAt: revisions.updatedAt }).from(revisions).where(eq(revisions.name, name));
  return row ? `${row.value}.${row.updatedAt.getTime().toString(36)}` : '0';
}

export interface AuditFilter {
  /** The entities the caller may read: nothing else is ever selected. */
  entities: readonly string[];
  entityId?: string;
  limit: number;
}

export function auditRepository(db: Db) {
  return {
    /** Newest first: one record's history, or the recent changes of the given entities. */
    async history({ entities, entityId, limit }: AuditFilter) {
      if (entities.length === 0) return [];
      const where: SQL[] = [inArray(auditLog.entity, [...entities])];
      if (entityId !== undefined) where.push(eq(auditLog.entityId, entityId));
      return db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          before: auditLog.before,
          after: auditLog.after,
          createdAt: auditLog.createdAt,
          actorId: users.id,
          actorName: users.name,
          actorEmail: users.email,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },
  };
}
