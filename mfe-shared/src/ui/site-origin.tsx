// The site's origin (scheme, host, port) for absolute URLs a page renders: canonical links,
// Open Graph URLs, JSON-LD. In the browser it is the page's own origin; a server render has
// no window, so the shell's renderer provides the origin of the request it answers
// (docs/decisions/006-prerendered-public-pages.md). Same value on both sides: no mismatch.
import { createContext, useContext } from 'react';

const browserOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? browserOrigin();
}
