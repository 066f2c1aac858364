// robots.txt and sitemap.xml at the site root (the shell's origin), although the marketing
// remote builds them: fetched from the marketing remote's origin (taken from its manifest URL
// in the runtime config, so moving the remote moves them too), cached briefly, with the
// shell's own origin put where the remote wrote {{SITE_ORIGIN}} (docs/decisions/204).
import type { RuntimeConfig } from 'mfe-shared';

export const SITE_FILES: Readonly<Record<string, string>> = { '/robots.txt': 'text/plain; charset=utf-8', '/sitemap.xml': 'application/xml; charset=utf-8' };
const SITE_FILE_TTL_MS = 60_000;
const TIMEOUT_MS = 2_000;
const PLACEHOLDER = '{{SITE_ORIGIN}}';

export type SiteFiles = (pathname: string, config: RuntimeConfig, siteOrigin: string) => Promise<string | null>;

/** The site's pages per record that search engines should list (decision 211: each published course's page). */
export type SitemapPaths = (config: RuntimeConfig) => Promise<readonly string[]>;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The remote's sitemap with `paths` added before its end, each under the site's origin. */
export function withSitemapPaths(sitemap: string, paths: readonly string[], siteOrigin: string): string {
  const end = sitemap.lastIndexOf('</urlset>');
  if (end < 0 || paths.length === 0) return sitemap;
  const urls = paths
    .map((p) => `  <url><loc>${escapeXml(new URL(p, siteOrigin).href)}</loc><changefreq>weekly</changefreq><priority>0.8</priority></url>\n`)
    .join('');
  return `${sitemap.slice(0, end)}${urls}${sitemap.slice(end)}`;
}

/**
 * @param remoteKey the runtime config's name for the remote that owns the files
 * @param options.fetchImpl how the server reaches the remote (remote-fetch-map.ts); the global
 *   fetch, looked up on each call, by default
 */
export function createSiteFiles(
  remoteKey: string,
  {
    ttlMs = SITE_FILE_TTL_MS,
    now = Date.now,
    fetchImpl,
    sitemapPaths,
  }: { ttlMs?: number; now?: () => number; fetchImpl?: typeof fetch; sitemapPaths?: SitemapPaths } = {},
): SiteFiles {
  const cache = new Map<string, { at: number; text: string | null }>();
  return async function siteFile(pathname, config, siteOrigin) {
    const manifestUrl = config?.remotes?.[remoteKey];
    if (!manifestUrl || !(pathname in SITE_FILES)) return null;
    const url = new URL(pathname.slice(1), new URL('.', manifestUrl)).href;
    let entry = cache.get(url);
    if (!entry || now() - entry.at >= ttlMs) {
      let text: string | null = null;
      try {
        const response = await (fetchImpl ?? fetch)(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (response.ok) text = await response.text();
      } catch {
        // The remote is down: answer 404 now, try again after the TTL.
      }
      // A failure is cached too, so a dead remote is not asked on every request.
      entry = { at: now(), text: text ?? entry?.text ?? null };
      cache.set(url, entry);
    }
    if (entry.text === null) return null;
    const text = entry.text.replaceAll(PLACEHOLDER, siteOrigin);
    // The fixed pages are the remote's build (its route table); the courses change with the
    // catalogue, so they come from the site data on each request (never more than the API's
    // revalidation, which the page requests share).
    return pathname === '/sitemap.xml' && sitemapPaths ? withSitemapPaths(text, await sitemapPaths(config), siteOrigin) : text;
  };
}
