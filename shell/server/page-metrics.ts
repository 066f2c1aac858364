// The page server's Prometheus metrics (decision 116), with prom-client on a registry
// of its own: request latency by kind of answer, the stored pages (compressed once) and
// the renderer's page cache hit or missed, prerender failures, and failed remote manifest fetches.
// GET /metrics answers only the METRICS_TOKEN bearer token (as the API's does); nginx does not
// route /metrics to this server, so a scraper reaches it on the pod or container directly.
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export type AnswerKind = 'page' | 'file' | 'other';

export interface PageMetrics {
  registry: Registry;
  answered(kind: AnswerKind, status: number, seconds: number): void;
  stored(hit: boolean): void;
  rendered(hit: boolean): void;
  prerenderFailed(): void;
  manifestFailed(manifest: 'browser' | 'ssr'): void;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export function createPageMetrics(): PageMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Page server answers by kind (page: the HTML of a route; file: the shell build; other) and status code',
    labelNames: ['kind', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const storedPages = new Counter({
    name: 'page_store_total',
    help: 'Pages sent from their stored compressed bytes (hit) or compressed for this request (miss)',
    labelNames: ['result'] as const,
    registers,
  });
  const renderCache = new Counter({
    name: 'page_render_cache_total',
    help: "The renderer's page cache (per path, remote build and site data): hit, or rendered (miss)",
    labelNames: ['result'] as const,
    registers,
  });
  const prerenderFailures = new Counter({
    name: 'page_prerender_failures_total',
    help: 'Pages the renderer could not render, sent client-rendered instead',
    registers,
  });
  const manifestFailures = new Counter({
    name: 'page_remote_manifest_failures_total',
    help: "Failed fetches of a remote's manifest: browser (mf-manifest.json, preload hints) or ssr (its server bundle's)",
    labelNames: ['manifest'] as const,
    registers,
  });
  return {
    registry,
    answered: (kind, status, seconds) => requests.observe({ kind, status_code: String(status) }, seconds),
    stored: (hit) => storedPages.inc({ result: hit ? 'hit' : 'miss' }),
    rendered: (hit) => renderCache.inc({ result: hit ? 'hit' : 'miss' }),
    prerenderFailed: () => prerenderFailures.inc(),
    manifestFailed: (manifest) => manifestFailures.inc({ manifest }),
  };
}

/** A fetch that counts failed manifest fetches (network errors and non-2xx answers). */
export function countingManifestFailures(fetchImpl: typeof fetch, metrics: Pick<PageMetrics, 'manifestFailed'>): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const manifest = url.endsWith('/ssr-manifest.json') ? 'ssr' : url.endsWith('/mf-manifest.json') ? 'browser' : null;
    try {
      const response = await fetchImpl(input, init);
      if (manifest && !response.ok) metrics.manifestFailed(manifest);
      return response;
    } catch (error) {
      if (manifest) metrics.manifestFailed(manifest);
      throw error;
    }
  };
}

export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
