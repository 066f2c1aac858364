import { adminApi, auditListResponseSchema, type AuditEntry } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/audit?entity=&entity_id=: read again whenever the record's `version` moves. */
export function useAuditTrail(entity: AuditEntry['entity'], entityId: number | string, version?: number | string) {
  return useAdminApi(adminApi.audit({ entity, entity_id: entityId }), auditListResponseSchema, { revision: version });
}
