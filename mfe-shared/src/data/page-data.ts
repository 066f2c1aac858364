// One page's own data, fetched by the page server before it renders a dynamic public page (the
// certificate verification page, decision 208), the same on the server and in the browser, as
// the site data is (site-data.ts):
// - on the server, the shell's renderer provides what it fetched for this request through
//   `PageDataContext` (a context, not a module variable: renders of different requests overlap);
// - the page server embeds that very answer in the HTML (`<script id="page-data">`), and the page
//   reads it while it hydrates, so the first client render is exactly the server's;
// - a page the server did not render (its fallback, an in-site navigation) has nothing for its
//   path: the page fetches its data itself.
// The answer carries the path it was fetched for: embedded data never stands for another page.
import { createContext, useContext } from 'react';

/** The id of the JSON script tag the page server writes next to the runtime config. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What the API answered for the page at `path`: its data, an unknown id (404), or no answer (503). */
export type PageData = { path: string; status: 'found'; data: unknown } | { path: string; status: 'not-found' } | { path: string; status: 'unavailable' };

export const PageDataContext = createContext<PageData | null>(null);

const PAGE_DATA_STATUSES: readonly string[] = ['found', 'not-found', 'unavailable'];

/** The outline only: the page itself checks `data` against its own contract. */
export function isPageData(value: unknown): value is PageData {
  if (typeof value !== 'object' || value === null) return false;
  const { path, status } = value as { path?: unknown; status?: unknown };
  return typeof path === 'string' && typeof status === 'string' && PAGE_DATA_STATUSES.includes(status);
}

let parsed: { text: string; data: PageData | null } | null = null;

/** The answer the page server embedded in this document, or null (none, or unreadable). */
export function readEmbeddedPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  // Parsed once per embedded text, not on every render.
  if (parsed?.text !== text) {
    let data: PageData | null = null;
    try {
      const value: unknown = JSON.parse(text);
      data = isPageData(value) ? value : null;
    } catch {
      data = null;
    }
    parsed = { text, data };
  }
  return parsed.data;
}

/** The server's answer for the page at `path`, or null: the page then fetches its data itself. */
export function usePageData(path: string): PageData | null {
  const fromServer = useContext(PageDataContext);
  const answer = fromServer ?? (typeof document === 'undefined' ? null : readEmbeddedPageData());
  return answer?.path === path ? answer : null;
}
