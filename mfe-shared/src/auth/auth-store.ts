// Client state of SPEC §3: token, user, student and settings (merged shallowly).
// One vanilla store module; federation shares `mfe-shared` as a singleton, so the shell and
// both remotes read and write this very object (docs/decisions/002-shared-singletons.md).
import { createContext, useContext } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { Settings, Student, User } from '../contracts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '../config/money';
import { readEmbeddedSignedInData } from '../data/signed-in-data';
import { readStoredToken } from './token-storage';

/** `checking` while GET /lms/auth runs at start (§4: the 'Loading...' state). */
export type AuthStatus = 'checking' | 'ready';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: User | null;
  student: Student | null;
  settings: Settings;
  setToken: (token: string | null) => void;
  setSession: (session: { user: User | null; student: Student | null }) => void;
  setStatus: (status: AuthStatus) => void;
  mergeSettings: (settings: Partial<Settings>) => void;
  clearSession: () => void;
}

/** The booking cut-off is BOOKING_RULES.defaultCutoffHours (decision 138), spelled out: that module loads zod, which the root entry must not. */
export const DEFAULT_SETTINGS: Settings = { currency: DEFAULT_CURRENCY, locale: DEFAULT_LOCALE, booking_cutoff_hours: 24, use_external_scheduling: false };

function initialData() {
  return {
    status: 'ready' as AuthStatus,
    token: null,
    user: null,
    student: null,
    settings: DEFAULT_SETTINGS,
  };
}

/** A store of its own: the server renders each session variant of a portal page with one
 * (shell/server/render), never by changing the browser's singleton below. */
export function createAuthStore(initial: Partial<Pick<AuthState, 'status' | 'token' | 'user' | 'student'>> = {}): StoreApi<AuthState> {
  return createStore<AuthState>()((set) => ({
    ...initialData(),
    ...initial,
    setToken: (token) => set({ token }),
    setSession: ({ user, student }) => set({ user, student }),
    setStatus: (status) => set({ status }),
    mergeSettings: (settings) => set((state) => ({ settings: { ...state.settings, ...settings } })),
    clearSession: () => set({ token: null, user: null, student: null, status: 'ready' }),
  }));
}

/**
 * The browser's store. It starts as SPEC §4's start-up leaves it, a stored token held and being
 * checked: zustand hydrates from this first state (its server snapshot), so a token holder's
 * page hydrates the signed-in variant the server sent (docs/decisions/012) without a mismatch.
 */
export const authStore = createAuthStore(startingState());

function startingState(): Partial<AuthState> {
  const token = readStoredToken();
  if (!token) return {};
  // A page the server rendered for this student from the session cookie (decision 031): the
  // server ran §4's check with the same session, so the store starts where that check ends.
  const signedIn = readEmbeddedSignedInData();
  if (signedIn) return { token, status: 'ready', user: signedIn.user, student: signedIn.student };
  return { token, status: 'checking' };
}

/** The store components read: the singleton, unless a server render provides its own. */
export const AuthStoreContext = createContext<StoreApi<AuthState>>(authStore);

/** For tests: back to the first state, keeping the actions. */
export function resetAuthStore(): void {
  authStore.setState(initialData());
}

export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(useContext(AuthStoreContext), selector);
}

/** §4/§6: "If the response has a user id, logged-in routes show". */
export function selectIsLoggedIn(state: AuthState): boolean {
  return Boolean(state.user?.id);
}
