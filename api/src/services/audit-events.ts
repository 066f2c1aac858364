// Audit rows for events that change no record but that the business must be able to trace (decision 119): who exported the leads (all of them personal data, leaving the system)
// and when a staff member signed in. Staff creation and role changes are written by
// services/staff-accounts.ts in the change's own transaction.
import type { AdminLeadFilter, Role } from '@sap-academy/contracts/admin';
import { STAFF_ROLES } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { recordAudit } from '../repositories/audit';

/** GET /admin/leads.csv: one row per export, with the filters that chose the leads (no lead data). */
export async function recordLeadExport(db: Db, actorUserId: number, filter: AdminLeadFilter & { q?: string }): Promise<void> {
  await recordAudit(db, { actorUserId, action: 'lead.export', entity: 'lead', entityId: 'export', before: null, after: { filters: filter } });
}

/** POST /lms/login by a staff account: the back office's keys were used. Students' sign-ins are not audited. */
export async function recordStaffSignIn(db: Db, user: { id: number; role: string }, method: 'password' | 'otp' = 'password'): Promise<void> {
  if (!(STAFF_ROLES as readonly string[]).includes(user.role)) return;
  await recordAudit(db, {
    actorUserId: user.id,
    action: 'staff.sign_in',
    entity: 'staff',
    entityId: user.id,
    before: null,
    after: { role: user.role as Role, method },
  });
}
