// SPEC §4 logout: clear local and session storage, go to /, toast 'Logging you out!'.
// The query cache goes too (the 'User' tag of §7): the next person on this device sees nothing
// of the last student's courses.
// POST /lms/logout revokes the token on the server; a failure there must not keep a
// person signed in on this device, so it is fire-and-forget.
import { authApi } from '@sap-academy/contracts/paths';
import { apiFetch } from '../api/api-client';
import { clearDataCache } from '../data/data-provider';
import { toast } from '../ui/toast';
import { authStore } from './auth-store';
import { clearBrowserStorage } from './token-storage';

export const LOGOUT_TOAST = 'Logging you out!';
export const LOGOUT_PATH = authApi.logout();

export async function logout(navigate: (to: string) => void | Promise<void>): Promise<void> {
  const hadToken = Boolean(authStore.getState().token);
  toast(LOGOUT_TOAST);
  const revoke = hadToken ? apiFetch(LOGOUT_PATH, { method: 'POST', body: {} }).catch(() => undefined) : Promise.resolve();
  clearBrowserStorage();
  clearDataCache();
  authStore.getState().clearSession();
  await navigate('/');
  await revoke;
}
