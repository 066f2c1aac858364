// The page server's own fetches (a remote's ssr-manifest.json and server bundle, its
// mf-manifest.json for preload hints, robots.txt and sitemap.xml) go to URLs from the runtime config, which names the
// remotes as browsers reach them. Inside docker-compose those origins (http://localhost:3001)
// are not the remote containers; REMOTE_FETCH_MAP says where the server reaches them instead:
//   REMOTE_FETCH_MAP="http://localhost:3001=http://mfe-marketing:8080 http://localhost:3002=http://mfe-lms:8080"
// Only the request goes elsewhere: the HTML keeps the browser-facing URLs, and the renderer's
// caches stay keyed by them.

export type FetchMap = Array<{ from: string; to: string }>;

/** A map side: an http(s) origin, or an origin and a path prefix, with no query or fragment. */
function prefixOf(text: string, pair: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`REMOTE_FETCH_MAP: "${text}" in "${pair}" is not a URL`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`REMOTE_FETCH_MAP: "${text}" in "${pair}" is not an http(s) URL`);
  if (url.search || url.hash || url.username || url.password || text.includes('?') || text.includes('#')) {
    throw new Error(`REMOTE_FETCH_MAP: "${text}" in "${pair}" must be an origin or an origin and a path, nothing more`);
  }
  // One spelling per prefix ("http://A:80/" and "http://a" are the same), no trailing slash.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * @param text space-separated `public=internal` pairs (empty: no map)
 * @returns longest `from` first, so a more specific prefix wins
 */
export function parseRemoteFetchMap(text = ''): FetchMap {
  const pairs = text.trim() ? text.trim().split(/\s+/) : [];
  const map = pairs.map((pair) => {
    const parts = pair.split('=');
    if (parts.length !== 2 || !parts[0] || !parts[1]) {
      throw new Error(`REMOTE_FETCH_MAP: "${pair}" is not a public=internal pair`);
    }
    return { from: prefixOf(parts[0], pair), to: prefixOf(parts[1], pair) };
  });
  const seen = new Set();
  for (const { from } of map) {
    if (seen.has(from)) throw new Error(`REMOTE_FETCH_MAP: ${from} is mapped twice`);
    seen.add(from);
  }
  return map.sort((a, b) => b.from.length - a.from.length);
}

/** The URL the server fetches for a browser-facing `url` (unchanged when no prefix matches). */
export function rewriteUrl(url: string | URL, map: FetchMap): string {
  let href: string;
  try {
    href = new URL(String(url)).href; // the spelling the prefixes were normalised to
  } catch {
    return String(url);
  }
  for (const { from, to } of map) {
    // A prefix matches at a path boundary only: http://a:3001 is not a prefix of http://a:30010.
    if (href === from || href.startsWith(`${from}/`) || href.startsWith(`${from}?`)) return `${to}${href.slice(from.length)}`;
  }
  return href;
}

/** `fetch` with the map applied to the request's URL. */
export function createMappedFetch(map: FetchMap, fetchImpl: typeof fetch = fetch): typeof fetch {
  if (map.length === 0) return fetchImpl;
  return (input, init) => fetchImpl(input instanceof Request ? new Request(rewriteUrl(input.url, map), input) : rewriteUrl(input, map), init);
}
