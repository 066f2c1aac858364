// A prerendered page: the server sent the page's HTML (docs/decisions/006-prerendered-public-pages.md)
// and its inline loader started this app once that HTML had painted (shell/server/start-after-paint.ts).

/** The server marks #root when it sent the page's HTML. */
export function isPrerendered(doc: Document = document): boolean {
  return Boolean(doc.getElementById('root')?.hasAttribute('data-prerendered'));
}
