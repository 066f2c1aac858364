// SPEC §4 start-up: a stored token enters auth state and GET /lms/auth runs; a user id means
// logged in; any failure of this call is silently a visitor.
import { authStore } from './auth-store';
import { loadSession } from './session';
import { SESSION_CHECKING_ATTRIBUTE } from './session-hint';
import { readStoredToken } from './token-storage';

let inFlight: Promise<void> | null = null;

/** Idempotent: the shell and a standalone remote may both call it. */
export function bootstrapAuth(): Promise<void> {
  inFlight ??= runBootstrap();
  return inFlight;
}

/** For tests. */
export function resetAuthBootstrap(): void {
  inFlight = null;
}

async function runBootstrap(): Promise<void> {
  const store = authStore.getState();
  const token = readStoredToken();
  if (!token) {
    store.setStatus('ready');
    return;
  }
  // The page server already checked this session to render the page (decision 031): asking
  // again would repeat a request the page does not need.
  if (store.status === 'ready' && store.token === token && store.user?.id) return;
  store.setToken(token);
  store.setStatus('checking');
  // The page's inline hint did this already on a prerendered page; a page the browser renders
  // itself needs it too, so the visitor's links never show (session-hint.ts).
  globalThis.document?.documentElement.setAttribute(SESSION_CHECKING_ATTRIBUTE, '');
  try {
    await loadSession();
  } catch {
    authStore.getState().setSession({ user: null, student: null });
  } finally {
    authStore.getState().setStatus('ready');
  }
}
