// Pages kept as the bytes they are sent as (docs/decisions/013-html-caching.md): a page's final
// HTML (the build's index.html, the rendered page, the runtime config and the preload hints) is
// compressed once, brotli and gzip, off the event loop (zlib's thread pool), and stored with a
// strong ETag and its Cache-Control. A request then costs a lookup and a write of a Buffer, not a
// compression: compressing per response capped the page server at ~500 req/s.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Browsers revalidate every time; a shared cache (nginx, a CDN) keeps the page 60 s and may
 * serve it stale for 10 min while it fetches the new one in the background. */
export const PUBLIC_PAGE = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600';
/** The Not-found page: shared for 60 s too (a flood of made-up paths is absorbed), but never served
 * stale, so a page launched at that path replaces it within the minute. */
export const NOT_FOUND_PAGE = 'public, max-age=0, must-revalidate, s-maxage=60';
/** The portal, the back office and any page not rendered on the server: never in a shared cache. */
export const PRIVATE_PAGE = 'private, no-cache';

/**
 * Brotli quality 9: within ~3 % of 11's size for a page like `/` at a few ms instead of ~100 ms,
 * which a cold render (the first request after a new build or config) would pay.
 */
const BROTLI_QUALITY = 9;
const GZIP_LEVEL = 9;

export interface StoredPage {
  status: number;
  cacheControl: string;
  /** Strong: a hash of the exact HTML, which carries the runtime config (every remote's manifest
   * URL, hence its version folder) and the site data version; any change is a new tag. A canary
   * cohort's page also hashes the candidates it names (docs/decisions/310). */
  etag: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function etagOf(html: Buffer, variant = ''): string {
  const hash = createHash('sha256').update(html);
  if (variant) hash.update(`\n${variant}`);
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}

/** `variant`: the canary candidates the page was made with ('' on stable: the tag is as before). */
export async function storePage(html: string, status: number, cacheControl: string, variant = ''): Promise<StoredPage> {
  const bytes = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: GZIP_LEVEL }),
  ]);
  return { status, cacheControl, etag: etagOf(bytes, variant), html: bytes, br, gzip: gz };
}

const encodings = new Map<string, 'br' | 'gzip' | null>();

/** The encoding the client prefers among ours: brotli, then gzip, else the HTML as is. A q=0
 * excludes a coding (RFC 9110 §12.5.3). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  // Clients send a handful of spellings: each is parsed once (a bounded memo).
  let encoding = encodings.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (encodings.size < 100) encodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** If-None-Match against our tag: weak comparison, as RFC 9110 §13.1.2 asks for this header. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A bounded map from a page's inputs to its stored bytes. Entries are promises, so concurrent
 * first requests for a page share one compression; a failed one is forgotten.
 */
export function createPageStore(size = 1_000) {
  const pages = new Map<string, Promise<StoredPage>>();
  return {
    get(key: string, make: () => Promise<StoredPage>): Promise<StoredPage> {
      let page = pages.get(key);
      if (page) {
        // Least recently used goes first: a Map keeps insertion order.
        pages.delete(key);
        pages.set(key, page);
        return page;
      }
      page = make();
      pages.set(key, page);
      page.catch(() => pages.get(key) === page && pages.delete(key));
      if (pages.size > size) pages.delete(pages.keys().next().value as string);
      return page;
    },
    get size() {
      return pages.size;
    },
  };
}
