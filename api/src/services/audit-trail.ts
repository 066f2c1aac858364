// Reading the audit trail (decision 119): an entity's history is readable only
// by the roles that may read the entity itself (ENTITY_READERS, the same table the entity routes'
// guards use), and personal fields in what changed are masked for roles that may not see them.
import {
  ADMIN_MESSAGES,
  AUDIT_ENTITIES,
  AUDIT_LIST_LIMIT,
  MASKED,
  PERSONAL_DATA_READERS,
  PERSONAL_FIELDS,
  mayReadHistory,
  type AuditEntry,
  type Role,
} from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { auditRepository } from '../repositories/audit';

type AuditEntity = AuditEntry['entity'];

/** Replaces the value of every personal field, at any depth, keeping the key: staff still see that it changed. */
export function maskPersonal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPersonal);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, PERSONAL_FIELDS.has(key) && inner !== null ? MASKED : maskPersonal(inner)]));
}

export async function readAuditTrail(db: Db, role: Role, query: { entity?: AuditEntity; entity_id?: string }): Promise<AuditEntry[]> {
  if (query.entity && !mayReadHistory(role, query.entity)) throw new DomainError('forbidden', ADMIN_MESSAGES.forbidden);
  const entities = query.entity ? [query.entity] : AUDIT_ENTITIES.filter((entity) => mayReadHistory(role, entity));
  const rows = await auditRepository(db).history({ entities, entityId: query.entity_id, limit: AUDIT_LIST_LIMIT });
  const shown = (PERSONAL_DATA_READERS as readonly Role[]).includes(role) ? (v: unknown) => v : maskPersonal;
  return rows.map((r) => ({
    id: r.id,
    // A deleted staff account leaves its changes behind with no actor.
    actor: r.actorId === null ? null : { id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' },
    action: r.action,
    entity: r.entity as AuditEntity,
    entity_id: r.entityId,
    before: shown(r.before),
    after: shown(r.after),
    created_at: r.createdAt.toISOString(),
  }));
}
