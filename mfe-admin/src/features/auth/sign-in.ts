// POST /lms/login as the portal does, then GET /lms/auth into the shared auth store: the gate
// re-renders with the user (and role) without a page reload.
import { authStore, storeToken } from 'mfe-shared';
import { accessTokenResponseSchema, currentUserResponseSchema } from 'mfe-shared/contracts';
import { api } from '../../config/paths';
import { adminFetch } from '../../lib/api';

export async function signIn(username: string, password: string): Promise<void> {
  const { access_token } = await adminFetch(api.login, { method: 'POST', body: { username, password }, schema: accessTokenResponseSchema });
  storeToken(access_token);
  authStore.getState().setToken(access_token);
  const session = await adminFetch(api.currentUser, { schema: currentUserResponseSchema });
  authStore.getState().setSession(session.user?.id ? session : { user: null, student: null });
}
