// A staff member's way into the back office: shown only when the runtime config's
// route map mounts the admin remote, so a site deployed without it has no dead link.
import { useAuthStore, type AuthState } from 'mfe-shared';
import { useBackOfficePath } from '../../lib/route-map';

/**
 * contracts' STAFF_ROLES (a trainer reviews in the back office, decision 133), written here so the
 * header does not load the admin contracts (zod); a test holds the two equal.
 */
export const STAFF_ROLES: ReadonlySet<string> = new Set(['admin', 'editor', 'trainer']);

export const selectIsStaff = (state: AuthState): boolean => STAFF_ROLES.has(state.user?.role ?? '');

export const BACK_OFFICE_LABEL = 'Back office';

/** The back office's path for a signed-in staff member, else null. */
export function useBackOfficeLink(): string | null {
  const staff = useAuthStore(selectIsStaff);
  const path = useBackOfficePath();
  return staff ? path : null;
}
