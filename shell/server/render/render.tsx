// The shell's renderer, the entry of dist/server/render.cjs (docs/decisions/006-prerendered-
// public-pages.md), which the page server loads from the dist it serves (../prerender.ts): given a
// path and the runtime config the browser will get, returns the page's HTML, rendered with the
// remote deployments that config names and the site data (GET /site-data) the page server fetched.
// Pages are cached per origin, path, remote build and site-data version; a new remote build or a
// staff change is a new key, so nothing is served stale. A cached page is also rendered again
// after a minute (PAGE_TTL_MS): a page may depend on the time as well, and a shared cache keeps a page that long anyway (decision 013).
import { matchRoute, setRuntimeConfig, type PageData, type RuntimeConfig, type SignedInData, type SiteData } from 'mfe-shared';
import { REMOTE_ROUTES_MODULE, type RemoteLoader } from '../../src/features/remotes/remote-loader';
import { routeTableOf } from '../../src/lib/route-map';
import { createRemoteBundles, type RemoteBundle } from './remote-bundles';
import { renderPage, type RenderedPage } from './render-page';

export type { RenderedPage };
export { SHARED_MODULES } from './shared-modules';

export interface RenderRequest {
  /** Path only: the query string changes nothing a server can render… */
  pathname: string;
  /** …except on a page behind the login, whose visitor variant reads it (?action=signup). */
  search?: string;
  config: RuntimeConfig;
  /** scheme://host[:port] the visitor used: canonical and Open Graph URLs. */
  origin: string;
  /** The public pages' data for this request (../site-data.ts); null: the remote's built-in snapshot. */
  siteData?: SiteData | null;
  /** A dynamic page's own data (../page-data.ts, decision 208); null: a page without any. */
  pageData?: PageData | null;
  /** A portal page as the cookie's student sees it (../signed-in-data.ts, decision 031): rendered
   * for this request only, never kept in the render cache. */
  signedIn?: SignedInData | null;
}

/** A client-rendered area (the portal: behind a login) is not rendered here: it asks for nothing.
 * A remote's server bundle is the twin of its './routes' only. */
function serverLoader(name: string | null, bundle: RemoteBundle | null): RemoteLoader {
  return {
    async load(requested, module = REMOTE_ROUTES_MODULE) {
      if (requested === name && module === REMOTE_ROUTES_MODULE && bundle) return bundle.module;
      throw new Error(`${requested} is not rendered on the server`);
    },
    reset() {},
  };
}

const MAX_SEARCH_LENGTH = 200;
/** Pages rendered for a query string: a pool of their own, so that a flood of made-up queries
 * (?action=1, ?action=2, …, each a 200 page) can only evict one another, never the site's pages. */
const QUERIED_CACHE_SIZE = 50;
/** Not-found pages: their own small pool too, for the same reason (any path can be asked for). */
const NOT_FOUND_CACHE_SIZE = 50;

/** How long a rendered page is served before it is rendered again (s-maxage of decision 013). */
export const PAGE_TTL_MS = 60_000;

const samePage = (a: RenderedPage, b: RenderedPage) =>
  a.status === b.status && a.head === b.head && a.body === b.body && a.complete === b.complete && (a.signedInBody ?? null) === (b.signedInBody ?? null);

/** A least-recently-used map of rendered pages (Map keeps insertion order: oldest first). */
function pageCache(size: number, ttlMs: number, now: () => number) {
  const pages = new Map<string, { page: RenderedPage; renderedAt: number }>();
  return {
    get(key: string): RenderedPage | undefined {
      const entry = pages.get(key);
      if (!entry || now() - entry.renderedAt >= ttlMs) return undefined;
      pages.delete(key);
      pages.set(key, entry);
      return entry.page;
    },
    /** The page to serve: the one cached before when the new render is the same HTML (the page
     * server keeps its compressed bytes by the page object, ../page-cache.ts). */
    set(key: string, page: RenderedPage): RenderedPage {
      const previous = pages.get(key)?.page;
      const kept = previous && samePage(previous, page) ? previous : page;
      pages.delete(key);
      pages.set(key, { page: kept, renderedAt: now() });
      if (pages.size > size) pages.delete(pages.keys().next().value as string);
      return kept;
    },
  };
}

export function createRenderer({
  cacheSize = 500,
  ttlMs = 5_000,
  timeoutMs = 5_000,
  fetchImpl = fetch,
  onCache = (_hit: boolean): void => undefined,
  pageTtlMs = PAGE_TTL_MS,
  now = () => Date.now(),
}: {
  cacheSize?: number;
  /** A cached page older than this is rendered again. */
  pageTtlMs?: number;
  now?: () => number;
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Every render: served from the page cache (true) or rendered (false); the page server's metrics. */
  onCache?: (hit: boolean) => void;
} = {}) {
  const bundles = createRemoteBundles({ ttlMs, fetchImpl });
  const byPath = pageCache(cacheSize, pageTtlMs, now);
  const byQuery = pageCache(Math.min(QUERIED_CACHE_SIZE, cacheSize), pageTtlMs, now);
  const notFound = pageCache(Math.min(NOT_FOUND_CACHE_SIZE, cacheSize), pageTtlMs, now);

  return {
    async render({ pathname, search = '', config, origin, siteData = null, pageData = null, signedIn = null }: RenderRequest): Promise<RenderedPage> {
      // What the browser's mfe-shared reads from its inlined config (apiUrl() for a course poster or
      // a trainer's photo) must read the same here, or the server's HTML names other URLs than the
      // browser's first render (a hydration mismatch, and images the page's CSP refuses). Every
      // cohort's config has the deployment's one API URL, so concurrent renders agree on it.
      setRuntimeConfig(config);
      // The runtime config's route map (decision 010): only a server-rendered area is prerendered,
      // a 'session' one in both of its variants (decision 012).
      const routes = routeTableOf(config);
      const route = matchRoute(pathname, routes);
      const sessionVariants = route.render === 'session';
      const remote = route.render === 'client' ? null : route.remote;
      // A long query string is nobody's link: rendered without it (its page then renders in the browser).
      const query = sessionVariants && search.length <= MAX_SEARCH_LENGTH ? search : '';
      const manifestUrl = remote ? config.remotes[remote] : undefined;
      if (remote && !manifestUrl) throw new Error(`the runtime config names no ${remote}`);
      const bundle = manifestUrl ? await bundles.get(manifestUrl) : null;
      if (signedIn && sessionVariants) {
        // One student's page: nobody else's request may ever be answered with it.
        return renderPage({ url: pathname, origin, loader: serverLoader(remote, bundle), routes, complete: true, timeoutMs, siteData, signedIn });
      }
      // A dynamic page's data is in its key as it is (a few hundred bytes): a revoked certificate
      // is a new key, never the cached page of the valid one.
      const key = `${origin}${pathname}${query}\n${bundle?.id ?? ''}\n${siteData?.version ?? ''}${pageData ? `\n${JSON.stringify(pageData)}` : ''}`;
      const pages = query ? byQuery : byPath;
      const cached = pages.get(key) ?? notFound.get(key);
      onCache(cached !== undefined);
      if (cached) return cached;
      const page = await renderPage({
        url: `${pathname}${query}`,
        origin,
        loader: serverLoader(remote, bundle),
        routes,
        complete: remote !== null,
        timeoutMs,
        siteData,
        pageData,
        sessionVariants,
      });
      // The same page object for the same key is what lets the page server keep its compressed
      // bytes (../page-cache.ts). A 404 is kept apart: a flood of made-up paths evicts only 404s.
      if (page.status === 200) return pages.set(key, page);
      if (page.status === 404) return notFound.set(key, page);
      return page;
    },
  };
}
