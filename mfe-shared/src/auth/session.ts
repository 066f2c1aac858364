// The calls that make a session (SPEC §4, §7): POST /lms/login stores the token, GET /lms/auth
// puts the user in the store ("a user id means logged in"). The start-up check, the portal's
// sign-in and sign-up and the back office's sign-in all use these two.
import { authApi } from '@sap-academy/contracts/paths';
import { apiFetch, parseResponse } from '../api/api-client';
import { authStore } from './auth-store';
import { storeToken } from './token-storage';

// Kept exported for remotes built against them (decision 002: the singleton only grows).
export const LOGIN_PATH = authApi.login();
export const CURRENT_USER_PATH = authApi.currentUser();

// The schemas load beside the call, never before it and never on a visitor's first paint: the
// two of a session only, not the whole `mfe-shared/contracts`, whose evaluation was the
// signed-in page's longest task (decision 036). The portal no longer imports that module (its
// screens bundle their own schemas), so nothing is fetched twice.
const contracts = () => import('../contracts/session');

export async function signIn(username: string, password: string): Promise<void> {
  const [data, { accessTokenResponseSchema }] = await Promise.all([apiFetch(LOGIN_PATH, { method: 'POST', body: { username, password } }), contracts()]);
  adoptToken(parseResponse(accessTokenResponseSchema, data).access_token);
}

/**
 * A token the API issued becomes this device's session: stored under §4's 'token' and put in the
 * store. Sign-in, and the portal's password reset and change (which replace a revoked token).
 */
export function adoptToken(token: string): void {
  storeToken(token);
  authStore.getState().setToken(token);
}

/** GET /lms/auth into the store with the token it holds; a failed call throws and changes nothing. */
export async function loadSession(): Promise<void> {
  const [data, { currentUserResponseSchema }] = await Promise.all([apiFetch(CURRENT_USER_PATH), contracts()]);
  const session = parseResponse(currentUserResponseSchema, data);
  authStore.getState().setSession(session.user?.id ? session : { user: null, student: null });
}
