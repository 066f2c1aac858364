// The shell's page server (docs/decisions/001, 006, 007, 013): its build's files with the cache
// rules of static-files.ts, and every other path a page of the site (SPA fallback): index.html
// with the request's runtime config inlined, the page prerendered when it can be, and preload
// hints for the files the route needs, compressed once and sent as stored bytes with an ETag and
// the cache policy of the page (page-cache.ts). Every response carries the shell's security
// headers and CSP (security-headers.ts), for the deployment the runtime config names.
import path from 'node:path';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RuntimeConfig } from 'mfe-shared';
import { matchRoute, routeTable, type ResolvedRoute } from 'mfe-shared/config/runtime-config';
import { bucketOf, cohortCookies, createCohorts, newBucket, type Cohort } from './cohort';
import { fileSnapshot } from './file-snapshot';
import { createPageStore, matchesIfNoneMatch, NOT_FOUND_PAGE, pickEncoding, PRIVATE_PAGE, PUBLIC_PAGE, storePage, type StoredPage } from './page-cache';
import { inlinePrerendered, inlineRuntimeConfig } from './page-html';
import { preloadAfterPaintScript, preloadLinkTags, type PreloadHint, type PreloadHints } from './preload-hints';
import { bearerMatches, type AnswerKind, type PageMetrics } from './page-metrics';
import { pageDataCacheControl } from './page-data';
import type { Prerender } from './prerender';
import type { SignedInData } from 'mfe-shared';
import type { ReleaseChannelsSource } from './release-channels';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id';
import { SECURITY_HEADERS, securityHeaders } from './security-headers';
import { BUSY_REQUESTS, SHARE_MS } from './site-data';
import { createSignedInDataSource, sessionTokenOf, type SignedInDataSource } from './signed-in-data';
import { SITE_FILES, type SiteFiles } from './site-files';
import { PRERENDERED_SCRIPT_HASHES, withStartAfterPaint } from './start-after-paint';
import { listen, NO_CACHE, registerStaticFiles, SERVER_BUILD_DIR, type RunningServer } from './static-files';

/** The render cache holds 500 pages, 50 with a query string and 50 not-found ones (render/render.tsx). */
const STORED_PAGES = 600;
const NO_HINTS: readonly PreloadHint[] = Object.freeze([]);
export const METRICS_PATH = '/metrics';
/** @fastify/static's route for every file (wildcard: true). */
const STATIC_CATCH_ALL = '/*';

/** Any GET of a path without an extension is a page of the site (SPA fallback); a file is not. */
const wantsPage = (request: FastifyRequest) => (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0] as string);

const tables = new WeakMap<RuntimeConfig, readonly ResolvedRoute[]>();
const routeOf = (pathname: string, config: RuntimeConfig) => {
  let table = tables.get(config);
  if (!table) tables.set(config, (table = routeTable(config)));
  return matchRoute(pathname, table);
};

/** One student's page (decision 031): kept by nobody, not even their browser's back button cache. */
export const SIGNED_IN_PAGE = 'private, no-store';
/** A page behind the login differs with the session cookie: no cache may answer one for another. */
const VARY_SESSION = 'Accept-Encoding, Cookie';
const varyOf = (url: string, config: RuntimeConfig) => (routeOf(url.split('?')[0] as string, config).render === 'session' ? VARY_SESSION : 'Accept-Encoding');

/**
 * Who may keep a page (docs/decisions/013-html-caching.md): a public page rendered on the server
 * is the same for everyone, so a shared cache (nginx, a CDN) may keep it for a minute; the portal
 * and the back office ('session' and 'client' routes) are nobody's to share; a public page the
 * renderer could not render is sent as it is today, revalidated every time, so no cache pins it;
 * nor is any other status (a certificate page whose data the API did not give: 503).
 */
export function cacheControlOf(pathname: string, config: RuntimeConfig, page: { status: number; complete: boolean } | null): string {
  if (routeOf(pathname, config).render !== 'server') return PRIVATE_PAGE;
  if (!page?.complete) return NO_CACHE;
  // A certificate's page has its own, shorter rule: a revocation must show (decision 208).
  if (page.status === 200) return pageDataCacheControl(pathname) ?? PUBLIC_PAGE;
  if (page.status === 404) return NOT_FOUND_PAGE;
  return NO_CACHE;
}

/**
 * A stored page for this request: a matching If-None-Match gets 304 with no body (a body on a 304
 * once kept the API's connections, and its shutdown, waiting 10 s), else the bytes in the client's
 * encoding, the HTML as is for one that accepts none. Only a 200 has a validator: a server ignores
 * preconditions on an answer that would not be 2xx (RFC 9110 §13.2.1).
 * Written straight to Node's response with every header at once (the security headers included,
 * which the onSend hook adds to everything else): Fastify's send path, its hooks and one header
 * call each were a third of a stored page's cost (docs/perf/pages.md).
 */
function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  page: StoredPage,
  securityHeaders: Record<string, string>,
  metrics?: PageMetrics,
  cookies: readonly string[] = [],
  vary = 'Accept-Encoding',
) {
  const headers: Record<string, string | number | string[]> = {
    ...securityHeaders,
    vary,
    // An answer that gives this visitor their cohort is theirs alone (docs/decisions/310); a
    // student's own page stays no-store.
    'cache-control': cookies.length && page.cacheControl !== SIGNED_IN_PAGE ? PRIVATE_PAGE : page.cacheControl,
    [REQUEST_ID_HEADER]: request.id,
  };
  if (cookies.length) headers['set-cookie'] = [...cookies];
  let status = page.status;
  let body: Buffer | undefined;
  if (page.status === 200) headers.etag = page.etag;
  if (page.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) {
    status = 304;
  } else {
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) headers['content-encoding'] = encoding;
    body = encoding ? page[encoding] : page.html;
    headers['content-type'] = 'text/html; charset=utf-8';
    headers['content-length'] = body.length;
  }
  reply.hijack();
  // Node sends no body for a HEAD or a 304, whatever end() is given.
  reply.raw.writeHead(status, headers);
  reply.raw.end(body);
  metrics?.answered('page', status, reply.elapsedTime / 1000);
  return reply;
}

/** Where a log stream goes (tests read it); the page server logs JSON lines (pino) at `level`. */
export interface PageServerLog {
  level: string;
  stream?: { write(line: string): void };
}

/** One warning per page and minute: with a remote down, every request of its pages fails alike. */
const WARN_EVERY_MS = 60_000;

export interface PageServerOptions {
  /** The shell's dist folder. */
  root: string;
  /** 0 for any free port. */
  port: number;
  host?: string;
  /** Read on every request, so a change needs no restart. */
  runtimeConfig: () => Promise<RuntimeConfig>;
  /** The files a page needs (preload-hints.ts). */
  preloadHints?: PreloadHints;
  /** robots.txt and sitemap.xml from the remote that owns them (site-files.ts). */
  siteFiles?: SiteFiles;
  /** The page's HTML (prerender.ts); a failure serves the client-rendered page. */
  prerender?: Prerender;
  /** Take the page's origin from X-Forwarded-Proto/-Host: only behind a proxy that sets them
   * (the shell's nginx in docker-compose). */
  trustProxy?: boolean;
  /** Answer GET /healthz (a container's health check). */
  healthz?: boolean;
  /** More connect-src sources (CSP_EXTRA_CONNECT_SRC, as the shell's nginx takes them). */
  extraConnectSrc?: readonly string[];
  /** JSON logs (pino) with request ids; none without. */
  log?: PageServerLog;
  /** Counted always; served at GET /metrics only with this bearer token (decision 116). */
  metrics?: PageMetrics;
  metricsToken?: string;
  /** The release channels (release-channels.ts): each visitor's builds of the remotes during a
   * canary (cohort.ts). Without it, every visitor gets the runtime config's builds. Stopped with
   * the server. */
  releases?: ReleaseChannelsSource;
  /** The student's data for a portal page requested with the session cookie (decision 031). */
  signedInData?: SignedInDataSource;
}

export async function startPageServer(options: PageServerOptions): Promise<RunningServer> {
  const {
    root,
    port,
    host = '127.0.0.1',
    runtimeConfig,
    preloadHints,
    siteFiles,
    prerender,
    trustProxy = false,
    healthz = false,
    extraConnectSrc = [],
    log,
    metrics,
    metricsToken,
    releases,
    signedInData = createSignedInDataSource(),
  } = options;
  const app = Fastify({
    logger: log ? { level: log.level, ...(log.stream ? { stream: log.stream } : {}) } : false,
    trustProxy,
    // The caller's X-Request-Id (nginx's) when plausible, else a new one; echoed on every answer.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // nginx in front logs every request (JSON, with the same id); this server logs what went wrong.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const indexFile = path.join(root, 'index.html');
  // Only a server that prerenders sends pages with inline scripts (the loader, the session hint).
  const scriptHashes = prerender ? PRERENDERED_SCRIPT_HASHES : [];
  // One read of the runtime config per request, for the page and its headers alike: the config
  // of the visitor's cohort (docs/decisions/310), the same object for everyone in it.
  const cohortOf = createCohorts();
  const visitors = new WeakMap<FastifyRequest, { bucket: number; assigned: boolean }>();
  const visitorOf = (request: FastifyRequest) => {
    let visitor = visitors.get(request);
    if (!visitor) {
      const bucket = bucketOf(request.headers.cookie);
      visitors.set(request, (visitor = bucket === null ? { bucket: newBucket(), assigned: true } : { bucket, assigned: false }));
    }
    return visitor;
  };
  const cohorts = new WeakMap<FastifyRequest, Promise<Cohort>>();
  const cohortOfRequest = (request: FastifyRequest) => {
    let cohort = cohorts.get(request);
    if (!cohort) cohorts.set(request, (cohort = runtimeConfig().then((base) => cohortOf(base, releases?.current() ?? null, visitorOf(request).bucket))));
    return cohort;
  };
  const configOf = async (request: FastifyRequest) => (await cohortOfRequest(request)).config;
  const cookiesOf = async (request: FastifyRequest) =>
    cohortCookies({ secure: request.protocol === 'https' }, { ...visitorOf(request), ...(await cohortOfRequest(request)) });
  if (releases) app.addHook('onClose', async () => releases.stop());
  const siteOriginOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  // The renderer image's runtime config is one object for its whole life: its headers are
  // worked out once, not on every file the page loads.
  const headersByConfig = new WeakMap<RuntimeConfig, Record<string, string>>();
  const headersFor = (config: RuntimeConfig) => {
    let headers = headersByConfig.get(config);
    if (!headers) headersByConfig.set(config, (headers = securityHeaders(config, { extraConnectSrc, scriptHashes })));
    return headers;
  };

  app.addHook('onSend', async (request, reply) => {
    let headers: Record<string, string>;
    try {
      headers = headersFor(await configOf(request));
    } catch {
      // No usable runtime config (a hand-edited file): the page itself fails; nothing may run.
      headers = { ...SECURITY_HEADERS, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" };
    }
    reply.headers(headers);
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Stored pages are counted where they are written (sendStored); everything else here.
  const kindOf = (request: FastifyRequest): AnswerKind => (path.extname(request.url.split('?')[0] as string) ? 'file' : 'other');
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      if (request.url !== METRICS_PATH) metrics.answered(kindOf(request), reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  // A path without an extension is a page: it never touches the disk. Left to @fastify/static's
  // catch-all route, it cost a stat and a readdir of the dist (its spelling check) before the
  // not-found handler rendered it: most of the page server's time. Added before the
  // static files' routes, so that they have this hook.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === STATIC_CATCH_ALL && wantsPage(request)) {
      await renderIndex(request, reply);
      return reply;
    }
    return undefined;
  });

  // The shell's dist/server is its renderer and this server, not browser files.
  await registerStaticFiles(app, { root, allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_BUILD_DIR}/`) });

  const warnedAt = new Map<string, number>();
  async function renderPage(
    request: FastifyRequest,
    pathname: string,
    search: string,
    config: RuntimeConfig,
    origin: string,
    signedIn: SignedInData | null = null,
  ) {
    if (!prerender) return null;
    try {
      return await prerender({ pathname, search, config, origin, requestId: request.id, ...(signedIn ? { signedIn } : {}) });
    } catch (err) {
      // The page still works: the browser renders it, as it did before prerendering.
      metrics?.prerenderFailed();
      const now = Date.now();
      if (now - (warnedAt.get(pathname) ?? -WARN_EVERY_MS) >= WARN_EVERY_MS) {
        warnedAt.set(pathname, now);
        if (warnedAt.size > STORED_PAGES) warnedAt.delete(warnedAt.keys().next().value as string);
        request.log.warn({ err, pathname }, 'prerender failed; the page is sent client-rendered');
      }
      return null;
    }
  }

  // The build's index.html, read again only when it changes (a rebuild under a running server).
  const index = fileSnapshot(indexFile, (text) => ({ text }), { busy: BUSY_REQUESTS, shareMs: SHARE_MS });
  // Every page as the bytes it is sent as (page-cache.ts), keyed by what its HTML is made of.
  const store = createPageStore(STORED_PAGES);
  const ids = new WeakMap<object, number>();
  let nextId = 1;
  const idOf = (value: object) => {
    let id = ids.get(value);
    if (id === undefined) ids.set(value, (id = nextId++));
    return id;
  };
  const hintTags = new WeakMap<readonly PreloadHint[], { links: string; afterPaint: string }>();
  const hintTagsOf = (hints: readonly PreloadHint[], afterPaint: boolean) => {
    let tags = hintTags.get(hints);
    if (!tags) hintTags.set(hints, (tags = { links: preloadLinkTags(hints), afterPaint: preloadAfterPaintScript(hints) }));
    return afterPaint ? tags.afterPaint : tags.links;
  };

  // Under load, the answer for a URL is reused as it is for SHARE_MS (the rule site-data.ts
  // applies to the API's data): once BUSY_REQUESTS requests went through the whole pipeline
  // (config, hints, render cache, site data) since its last run, the next ones within SHARE_MS of
  // it take its stored page directly, while the same config and index.html are current. A quiet
  // site still runs the pipeline for every request.
  const recent = new Map<string, { page: StoredPage; config: RuntimeConfig; template: object; at: number; uses: number }>();

  /**
   * A portal page requested with a valid session cookie, as its student sees it (decision 031):
   * rendered for this request alone, never looked up in nor put into the stored pages (nor the
   * reuse under load below), sent `private, no-store` and `Vary: Cookie`. null: no cookie, a
   * refused token, a slow API or a failed render: the page is today's (decision 012).
   */
  async function renderSignedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    {
      config,
      variant,
      template,
      origin,
      cookies,
    }: { config: RuntimeConfig; variant: string; template: { text: string }; origin: string; cookies: readonly string[] },
  ) {
    if (!prerender) return null;
    const token = sessionTokenOf(request.headers.cookie);
    if (!token) return null;
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    if (routeOf(pathname, config).render !== 'session') return null;
    const data = await signedInData.forRequest({ pathname, token, apiUrl: config.apiUrl, requestId: request.id, cookieHeader: request.headers.cookie });
    if (!data) return null;
    const [hints, page] = await Promise.all([
      preloadHints ? preloadHints(pathname, config) : NO_HINTS,
      renderPage(request, pathname, '', config, origin, data),
    ]);
    if (!page || page.status !== 200) return null;
    // Its content is in its HTML: the scripts are announced after the first paint.
    const html = withStartAfterPaint(inlinePrerendered(template.text, page));
    const stored = await storePage(inlineRuntimeConfig(html, config, hintTagsOf(hints, true)), 200, SIGNED_IN_PAGE, variant);
    metrics?.stored(false);
    return sendStored(request, reply, stored, headersFor(config), metrics, cookies, VARY_SESSION);
  }

  async function renderIndex(request: FastifyRequest, reply: FastifyReply) {
    const { config, variant } = await cohortOfRequest(request);
    const cookies = await cookiesOf(request);
    const template = await index.current();
    const origin = siteOriginOf(request);
    const signedIn = await renderSignedIn(request, reply, { config, variant, template, origin, cookies });
    if (signedIn) return signedIn;
    const recentKey = `${idOf(config)}\n${origin}${request.url}`;
    const last = recent.get(recentKey);
    const now = Date.now();
    if (last && last.config === config && last.template === template && now - last.at < SHARE_MS) {
      last.uses += 1;
      if (last.uses > BUSY_REQUESTS) {
        metrics?.stored(true);
        return sendStored(request, reply, last.page, headersFor(config), metrics, cookies, varyOf(request.url, config));
      }
    }
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt < 0 ? '' : request.url.slice(queryAt);
    const [hints, page] = await Promise.all([preloadHints ? preloadHints(pathname, config) : NO_HINTS, renderPage(request, pathname, search, config, origin)]);
    const cacheControl = cacheControlOf(pathname, config, page);
    // A page whose content is in its HTML paints without scripts: they are announced after
    // that paint. A page with only 'Loading...' in its HTML (the back office) needs them at once.
    const tags = hintTagsOf(hints, page?.complete ?? false);
    // The renderer returns the same page object for the same origin, path, remote build and site
    // data (render/render.tsx), the config source the same object while it is unchanged: their
    // identities and the hint tags name the HTML without building it.
    const key = `${idOf(page ?? config)}\n${idOf(config)}\n${idOf(template)}\n${cacheControl}\n${tags}`;
    let compressed = false;
    const stored = await store.get(key, () => {
      compressed = true;
      let html = template.text;
      if (page) html = inlinePrerendered(html, page);
      if (page?.complete) html = withStartAfterPaint(html);
      return storePage(inlineRuntimeConfig(html, config, tags), page?.status ?? 200, cacheControl, variant);
    });
    if (last && last.config === config && last.template === template && now - last.at < SHARE_MS) last.page = stored;
    else {
      recent.delete(recentKey);
      recent.set(recentKey, { page: stored, config, template, at: now, uses: 1 });
      // Made-up URLs can only push out one another's entries.
      if (recent.size > STORED_PAGES) recent.delete(recent.keys().next().value as string);
    }
    metrics?.stored(!compressed);
    return sendStored(request, reply, stored, headersFor(config), metrics, cookies, varyOf(pathname, config));
  }

  app.get('/runtime-config.json', async (request, reply) => {
    const cookies = await cookiesOf(request);
    if (cookies.length) reply.header('Set-Cookie', cookies);
    return reply.header('Cache-Control', NO_CACHE).send(await configOf(request));
  });
  if (siteFiles) {
    for (const [file, type] of Object.entries(SITE_FILES)) {
      app.get(file, async (request, reply) => {
        const text = await siteFiles(file, await configOf(request), siteOriginOf(request));
        if (text === null) return reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not found');
        return reply.type(type).header('Cache-Control', 'public, max-age=300').send(text);
      });
    }
  }
  if (metrics && metricsToken) {
    app.get(METRICS_PATH, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, metricsToken)) {
        return reply.code(401).header('Cache-Control', NO_CACHE).send({ detail: 'Metrics need the METRICS_TOKEN bearer token.' });
      }
      return reply
        .header('Cache-Control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  }
  if (healthz) app.get('/healthz', (request, reply) => reply.header('Cache-Control', NO_CACHE).type('text/plain').send('ok\n'));
  app.get('/', renderIndex);
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return renderIndex(request, reply);
    return reply.code(404).header('Cache-Control', NO_CACHE).type('text/plain').send('Not found');
  });

  return listen(app, port, host);
}
