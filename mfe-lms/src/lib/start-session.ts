// A token the API just issued (password reset) becomes this device's session, then GET /lms/auth
// fills the store, so the portal shows without a reload.
import { adoptToken, loadSession } from 'mfe-shared';

export async function startSession(token: string): Promise<void> {
  adoptToken(token);
  await loadSession();
}
