// A prerendered page shows its menu toggle before any script has run. A visitor who taps it
// then gets nothing back from the button itself; the page's inline loader records the tap
// (shell/server/start-after-paint.ts) and the header replays it once it has hydrated, so the
// menu opens instead of the tap being lost.

declare global {
  interface Window {
    /** The aria-controls ids of toggles clicked before hydration; null once taken. */
    __earlyToggles?: string[] | null;
  }
}

/** Takes (once) the ids of the toggles clicked before the app hydrated, and stops the recording. */
export function takeEarlyToggles(win: Window = window): string[] {
  const ids = win.__earlyToggles ?? [];
  win.__earlyToggles = null;
  return ids;
}

/** Each tap flips the menu: it ends up open after an odd number of taps. */
export function openedEarly(ids: readonly string[], menuId: string): boolean {
  return ids.filter((id) => id === menuId).length % 2 === 1;
}
