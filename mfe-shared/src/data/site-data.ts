// The public pages' data (GET /site-data: settings and the published catalogue), the same on
// the server and in the browser (docs/decisions/206-public-data-from-the-api.md):
// - on the server, the shell's renderer provides the data it fetched for this request through
//   `SiteDataContext` (a context, not a module variable: renders of different requests overlap);
// - the page server embeds that very data in the HTML (`<script id="site-data">`), and the shell
//   puts it here before it hydrates, so the first client render uses exactly what the server did;
// - a page the server did not render (its fallback) has nothing embedded: the shell fetches it.
// Checked by hand, not with zod, to keep the validation library off a visitor's first paint.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { siteApi } from '@sap-academy/contracts/paths';
import { apiFetch } from '../api/api-client';
import { seedSettings } from '../config/load-settings';
import type { SiteData } from '../contracts';

export const SITE_DATA_PATH = siteApi.siteData();
/** The id of the JSON script tag the page server writes next to the runtime config. */
export const SITE_DATA_ELEMENT_ID = 'site-data';

export const SiteDataContext = createContext<SiteData | null>(null);

let current: SiteData | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

export function getSiteData(): SiteData | null {
  return current;
}

export function setSiteData(data: SiteData | null): void {
  current = data;
  for (const listener of listeners) listener();
}

/**
 * The site data this render uses: the server's for this request, else the page's. The server
 * snapshot is the live value too: it was set before hydration, so hydration sees the same data
 * the server rendered (zustand's hook would hydrate with its initial state and then swap).
 */
export function useSiteData(): SiteData | null {
  const fromServer = useContext(SiteDataContext);
  const live = useSyncExternalStore(subscribe, snapshot, snapshot);
  return fromServer ?? live;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The shape's outline (version, settings object, course list): enough to trust our own server's JSON. */
export function isSiteData(value: unknown): value is SiteData {
  if (!isObject(value) || typeof value.version !== 'string' || !isObject(value.settings) || !Array.isArray(value.courses)) return false;
  return value.courses.every((c) => isObject(c) && typeof c.id === 'number' && typeof c.course_title === 'string' && Array.isArray(c.topics));
}

/** The data the page server embedded in this page, or null (none, or unreadable). */
export function readEmbeddedSiteData(doc: Document = document): SiteData | null {
  const text = doc.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSiteData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let inFlight: Promise<void> | null = null;

/**
 * For a page the server did not render: fetch the data once, and seed the settings from it (they
 * are part of it: no GET /settings beside it). A failure keeps the remote's own copy.
 */
export function loadSiteData(): Promise<void> {
  inFlight ??= apiFetch(SITE_DATA_PATH)
    .then((raw) => {
      if (!isSiteData(raw)) return;
      setSiteData(raw);
      seedSettings(raw.settings);
    })
    .catch(() => undefined);
  return inFlight;
}

/** For tests. */
export function resetSiteData(): void {
  inFlight = null;
  setSiteData(null);
}
