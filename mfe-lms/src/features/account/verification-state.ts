// Whether this browser session dismissed the "Verify your e-mail" banner, and a way
// for another part of the portal (the enrol panel of a paid course) to bring it back and move
// focus to it. Eager and tiny; the banner itself loads lazily.
import { createStore, useStore } from 'zustand';
import { authStore } from 'mfe-shared';

/** sessionStorage: dismissed for this browser session only (§4's logout clears it too). */
export const BANNER_DISMISSED_KEY = 'lms.verify-email-dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

interface BannerState {
  dismissed: boolean;
  /** Bumped by `revealVerificationBanner`: the banner focuses its first action on a change. */
  focusRequest: number;
}

const bannerStore = createStore<BannerState>()(() => ({ dismissed: readDismissed(), focusRequest: 0 }));

export function useBannerState<T>(selector: (state: BannerState) => T): T {
  return useStore(bannerStore, selector);
}

export function dismissVerificationBanner(): void {
  try {
    sessionStorage.setItem(BANNER_DISMISSED_KEY, '1');
  } catch {
    // storage blocked: dismissed until the page reloads
  }
  bannerStore.setState({ dismissed: true });
}

export function revealVerificationBanner(): void {
  try {
    sessionStorage.removeItem(BANNER_DISMISSED_KEY);
  } catch {
    // nothing stored that we could reach
  }
  bannerStore.setState((state) => ({ dismissed: false, focusRequest: state.focusRequest + 1 }));
}

/** For tests, and after storage changed underneath (a sign-out): read sessionStorage again. */
export function resetVerificationBanner(): void {
  bannerStore.setState({ dismissed: readDismissed(), focusRequest: 0 });
}

// Another person signing in on this tab (after a logout cleared sessionStorage) starts afresh.
authStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) resetVerificationBanner();
});
