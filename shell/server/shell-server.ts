// The shell's page server as every deployment runs it: the renderer from the dist being served
// (refused when missing: a page server that renders nothing would quietly send only
// client-rendered pages), preload hints, robots.txt and sitemap.xml, each reaching the remotes
// through the fetch map (REMOTE_FETCH_MAP) while the HTML keeps the browser-facing URLs.
// `npm start` and the e2e suites (scripts/lib/stack.mjs) and the renderer image (main.ts) call this.
import type { RuntimeConfig, SiteData } from 'mfe-shared';
import { REMOTES } from 'mfe-shared/build/federation';
import { startPageServer, type PageServerLog } from './app';
import { countingManifestFailures, createPageMetrics } from './page-metrics';
import { createPreloadHints } from './preload-hints';
import { createPrerender } from './prerender';
import { pollReleaseChannels } from './release-channels';
import { createMappedFetch, type FetchMap } from './remote-fetch-map';
import { createSignedInDataSource } from './signed-in-data';
import { createSiteDataSource } from './site-data';
import { createSiteFiles } from './site-files';
import type { RunningServer } from './static-files';

/** Every published course's page (decision 211); none before the API ever answered. */
export const coursePagePaths = (data: SiteData | null): string[] => (data?.courses ?? []).map((course) => `/courses/${encodeURIComponent(course.slug)}`);

export interface ShellServerOptions {
  shellDist: string;
  port: number;
  host: string;
  runtimeConfig: () => Promise<RuntimeConfig>;
  fetchMap?: FetchMap;
  /** Behind the shell's nginx, which sets X-Forwarded-Proto/-Host: canonical URLs name the site. */
  trustProxy?: boolean;
  /** false: client-rendered pages only (a comparison run). */
  prerender?: boolean;
  extraConnectSrc?: readonly string[];
  /** JSON logs at this level (pino); the default 'info' logs what went wrong, not every request. */
  log?: PageServerLog | false;
  /** GET /metrics with this bearer token (METRICS_TOKEN); none without. */
  metricsToken?: string;
  /** Poll the API's release channels this often (RELEASES_POLL_MS, docs/decisions/310); 0 or
   * absent: the runtime config's builds for everyone. */
  releasesPollMs?: number;
}

export async function startShellServer({
  shellDist,
  port,
  host,
  runtimeConfig,
  fetchMap = [],
  trustProxy = false,
  prerender = true,
  extraConnectSrc,
  log = { level: 'info' },
  metricsToken,
  releasesPollMs = 0,
}: ShellServerOptions): Promise<RunningServer> {
  const metrics = createPageMetrics();
  const fetchImpl = countingManifestFailures(createMappedFetch(fetchMap), metrics);
  // One source of the site data (decision 206) for the pages and for the sitemap's course pages.
  const siteData = createSiteDataSource({ fetchImpl });
  const render = prerender ? createPrerender(shellDist, { fetchImpl, siteData, onRenderCache: metrics.rendered }) : undefined;
  if (prerender && !render) throw new Error(`${shellDist} has no server/render.cjs: build the shell first`);
  // The API the site data comes from (the runtime config's apiUrl), reached through the fetch map.
  const releases =
    releasesPollMs > 0 ? pollReleaseChannels({ apiUrl: async () => (await runtimeConfig()).apiUrl, pollMs: releasesPollMs, fetchImpl }) : undefined;
  return startPageServer({
    root: shellDist,
    port,
    host,
    runtimeConfig,
    preloadHints: createPreloadHints(shellDist, { fetchImpl }),
    siteFiles: createSiteFiles(REMOTES.marketing, { fetchImpl, sitemapPaths: async (config) => coursePagePaths(await siteData.current(config.apiUrl)) }),
    prerender: render,
    trustProxy,
    healthz: true,
    extraConnectSrc,
    log: log || undefined,
    metrics,
    metricsToken,
    releases,
    // The signed-in pages' reads (decision 031) reach the API as the site data does: through the
    // fetch map, since the API's public URL may not be reachable from the renderer's container.
    signedInData: createSignedInDataSource({ fetchImpl }),
  });
}
