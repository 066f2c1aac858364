// Client state of SPEC §3: token, user, student and settings (merged shallowly).
// One vanilla store module; federation shares `mfe-shared` as a singleton, so the shell and
// both remotes read and write this very object (docs/decisions/002-shared-singletons.md).
import { createStore, useStore } from 'zustand';
import type { Settings, Student, User } from '../contracts';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '../config/money';

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

export const DEFAULT_SETTINGS: Settings = { currency: DEFAULT_CURRENCY, locale: DEFAULT_LOCALE };

function initialData() {
  return {
    status: 'ready' as AuthStatus,
    token: null,
    user: null,
    student: null,
    settings: DEFAULT_SETTINGS,
  };
}

export const authStore = createStore<AuthState>()((set) => ({
  ...initialData(),
  setToken: (token) => set({ token }),
  setSession: ({ user, student }) => set({ user, student }),
  setStatus: (status) => set({ status }),
  mergeSettings: (settings) => set((state) => ({ settings: { ...state.settings, ...settings } })),
  clearSession: () => set({ token: null, user: null, student: null, status: 'ready' }),
}));

/** For tests: back to the first state, keeping the actions. */
export function resetAuthStore(): void {
  authStore.setState(initialData());
}

export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

/** §4/§6: "If the response has a user id, logged-in routes show". */
export function selectIsLoggedIn(state: AuthState): boolean {
  return Boolean(state.user?.id);
}
