// For a prerendered page the server lists the files hydration needs as inert JSON instead of
// <link rel="preload"> tags (scripts/lib/preload-hints.mjs): announced here, once the page has
// painted, they download in parallel without delaying that paint.
export const PRELOAD_AFTER_PAINT_ID = 'preload-after-paint';

interface Hint {
  href: string;
  as: 'script' | 'fetch';
}

/** The server marks #root when it sent the page's HTML (docs/decisions/006-prerendered-public-pages.md). */
export function isPrerendered(doc: Document = document): boolean {
  return Boolean(doc.getElementById('root')?.hasAttribute('data-prerendered'));
}

export function announceAfterPaint(doc: Document = document): number {
  const raw = doc.getElementById(PRELOAD_AFTER_PAINT_ID)?.textContent;
  if (!raw) return 0;
  let hints: Hint[];
  try {
    hints = JSON.parse(raw) as Hint[];
  } catch {
    return 0; // only a speed-up: the app loads its files anyway
  }
  for (const { href, as } of hints) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
  return hints.length;
}
