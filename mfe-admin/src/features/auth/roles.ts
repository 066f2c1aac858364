import type { User } from 'mfe-shared';

export type StaffRole = 'editor' | 'admin';

/** The user's staff role, or null for a student (a missing role is a student's). */
export function staffRole(user: User | null): StaffRole | null {
  return user?.role === 'admin' || user?.role === 'editor' ? user.role : null;
}
