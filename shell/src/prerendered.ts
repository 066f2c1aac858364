// A prerendered page: the server sent the page's HTML (docs/decisions/006-prerendered-public-pages.md)
// and its inline loader started this app once that HTML had painted (shell/server/start-after-paint.ts).
import { loadSiteData, readEmbeddedSiteData, seedSettings, setSiteData } from 'mfe-shared';

/** The server marks #root when it sent the page's HTML. */
export function isPrerendered(doc: Document = document): boolean {
  return Boolean(doc.getElementById('root')?.hasAttribute('data-prerendered'));
}

/**
 * The public pages' data before the first render (docs/decisions/206-public-data-from-the-api.md).
 * A page the server rendered carries the data it was rendered with: the marketing remote's first
 * render (hydration) uses exactly that, and it seeds the settings, so GET /settings is not asked
 * and nothing swaps after hydration. A prerendered page without it was rendered from the remote's
 * snapshot, which the browser also has: nothing is fetched, so nothing swaps either. Only a page
 * the server did not render fetches the data, once: GET /site-data carries the settings too.
 */
export function adoptSiteData(doc: Document = document): void {
  const embedded = readEmbeddedSiteData(doc);
  if (embedded) {
    setSiteData(embedded);
    seedSettings(embedded.settings);
    return;
  }
  if (!isPrerendered(doc)) void loadSiteData();
}
