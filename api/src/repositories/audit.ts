// The back office's audit trail and counters (issue 15). Both are written inside the change's own
// transaction, so there is never a change without its audit row, nor a row for a rolled-back change.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, revisions, users } from '../db/schema';

/** A transaction handle or the database itself. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export interface AuditRecord {
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

export async function recordAudit(tx: Executor, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    // jsonb: dates become ISO strings, as the API sends them.
    before: entry.before === undefined ? null : JSON.parse(JSON.stringify(entry.before)),
    after: entry.after === undefined ? null : JSON.parse(JSON.stringify(entry.after)),
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

export function auditRepository(db: Db) {
  return {
    /** A record's whole history, newest first. */
    async history(entity: string, entityId: string) {
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
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.id))
        .limit(500);
    },
  };
}
