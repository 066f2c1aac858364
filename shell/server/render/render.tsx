// The shell's renderer, the entry of dist/server/render.cjs (docs/decisions/006-prerendered-
// public-pages.md), which the page server loads from the dist it serves (../prerender.ts): given a
// path and the runtime config the browser will get, returns the page's HTML, rendered with the
// remote deployments that config names and the site data (GET /site-data) the page server fetched.
// Pages are cached per origin, path, remote build and site-data version; a new remote build or a
// staff change is a new key, so nothing is served stale.
import { matchRoute, type RuntimeConfig, type SiteData } from 'mfe-shared';
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

/** A least-recently-used map of rendered pages (Map keeps insertion order: oldest first). */
function pageCache(size: number) {
  const pages = new Map<string, RenderedPage>();
  return {
    get(key: string): RenderedPage | undefined {
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    set(key: string, page: RenderedPage): void {
      pages.set(key, page);
      if (pages.size > size) pages.delete(pages.keys().next().value as string);
    },
  };
}

export function createRenderer({
  cacheSize = 500,
  ttlMs = 5_000,
  timeoutMs = 5_000,
  fetchImpl = fetch,
  onCache = (_hit: boolean): void => undefined,
}: {
  cacheSize?: number;
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Every render: served from the page cache (true) or rendered (false); the page server's metrics. */
  onCache?: (hit: boolean) => void;
} = {}) {
  const bundles = createRemoteBundles({ ttlMs, fetchImpl });
  const byPath = pageCache(cacheSize);
  const byQuery = pageCache(Math.min(QUERIED_CACHE_SIZE, cacheSize));
  const notFound = pageCache(Math.min(NOT_FOUND_CACHE_SIZE, cacheSize));

  return {
    async render({ pathname, search = '', config, origin, siteData = null }: RenderRequest): Promise<RenderedPage> {
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
      const key = `${origin}${pathname}${query}\n${bundle?.id ?? ''}\n${siteData?.version ?? ''}`;
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
        sessionVariants,
      });
      // The same page object for the same key is what lets the page server keep its compressed
      // bytes (../page-cache.ts). A 404 is kept apart: a flood of made-up paths evicts only 404s.
      if (page.status === 200) pages.set(key, page);
      else if (page.status === 404) notFound.set(key, page);
      return page;
    },
  };
}
