import type { User } from 'mfe-shared';
import { STAFF_ROLES } from 'mfe-shared/contracts/admin';

/** Who may open the back office (contracts' STAFF_ROLES: trainer, editor, admin; decision 133). */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The user's staff role, or null for a student (a missing role is a student's). */
export function staffRole(user: User | null): StaffRole | null {
  const role = user?.role;
  return role !== undefined && (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null;
}
