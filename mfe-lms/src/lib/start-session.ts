// A token the API just issued (password reset, password change) becomes this device's session:
// stored under §4's 'token' like signIn stores it, then GET /lms/auth fills the store, so the
// portal shows without a reload.
import { authStore, loadSession, storeToken } from 'mfe-shared';

export async function startSession(token: string): Promise<void> {
  storeToken(token);
  authStore.getState().setToken(token);
  await loadSession();
}

/** Keeps the session, with the replacement token the API issued for it (the old one is revoked). */
export function replaceToken(token: string): void {
  storeToken(token);
  authStore.getState().setToken(token);
}
