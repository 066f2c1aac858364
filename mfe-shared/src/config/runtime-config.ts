// The runtime config (docs/decisions/001-runtime-remotes.md): learnt at serve time, never
// baked into a build, so pointing the site at another remote version needs no rebuild. Its
// route map (docs/decisions/010-runtime-route-map.md) says which remote owns which path prefix,
// so a new remote joins the site with a config change only.
// No React here: the shell's page server imports this file (mfe-shared/config/runtime-config).
import { REMOTES } from './remotes';

export const DEFAULT_API_URL = 'http://localhost:4000';
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
/** Razorpay's Standard Checkout script (docs/decisions/107-razorpay-checkout.md); an override
 * points the portal at a local stub for end-to-end tests. */
export const DEFAULT_PAYMENT_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** Where a routed remote's pages are rendered: 'server' prerenders them (the public site);
 * 'session' prerenders them twice from the remote's server bundle, as the visitor's page (the
 * portal's login) and as the signed-in shell a token holder sees while SPEC §4's check runs,
 * and the browser paints the one that fits before anything else (docs/decisions/012);
 * 'client' sends the shell with 'Loading...' and renders in the browser (a remote without a
 * server bundle: the back office). */
export type RouteRender = 'server' | 'session' | 'client';
const RENDERS: readonly string[] = ['server', 'session', 'client'];

/** Which header the shell puts above an area (decision 014): the site's (public or portal,
 * the default) or the compact staff header of the back office, without the public links. */
export type RouteHeader = 'site' | 'staff';
const HEADERS: readonly string[] = ['site', 'staff'];

/** One area of the site: the remote that owns a path prefix and the module it exposes. */
export interface RouteTarget {
  remote: string;
  /** The exposed module, as in the remote's `exposes` ('./routes'). */
  module: string;
  render: RouteRender;
  /** Absent: 'site'. Written only when it is 'staff', so a parsed config reads as it was written. */
  header?: RouteHeader;
}

/** As written in a config: a remote's name alone means its './routes', rendered client-side. */
export type RouteEntry = string | { remote: string; module?: string; render?: RouteRender; header?: RouteHeader };

export interface RuntimeConfig {
  apiUrl: string;
  /** remote name -> URL of its mf-manifest.json */
  remotes: Record<string, string>;
  /** path prefix ('/admin') -> the remote that owns it. Absent: DEFAULT_ROUTES. The public
   * site (mfe_marketing, prerendered) owns every other path and the 404 page. Parsed configs
   * hold full RouteTargets. */
  routes?: Record<string, RouteEntry>;
  /** The payment provider's checkout script, loaded only when a student pays; optional
   * (checkoutScriptUrl gives the default), so existing configs stay valid. */
  paymentCheckoutUrl?: string;
}

export const DEFAULT_ROUTE_MODULE = './routes';

/** The route map of a config without `routes`: the portal, behind its login, in both variants. */
export const DEFAULT_ROUTES: Readonly<Record<string, RouteTarget>> = Object.freeze({
  '/lms': Object.freeze({ remote: REMOTES.lms, module: DEFAULT_ROUTE_MODULE, render: 'session' as const }),
});

/** Every path no prefix claims: the public site, which also renders the 404 page. */
export const FALLBACK_ROUTE: Readonly<RouteTarget & { prefix: null }> = Object.freeze({
  prefix: null,
  remote: REMOTES.marketing,
  module: DEFAULT_ROUTE_MODULE,
  render: 'server' as const,
});

/** A route of the table: its prefix, or null for the public site's catch-all. */
export type ResolvedRoute = RouteTarget & { prefix: string | null };

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
};

// One or more path segments, no trailing slash, nothing a router reads as a pattern (*, :id)
// or a URL reads as something else (?, #, %): the prefix is compared as text.
const PREFIX = /^(\/[A-Za-z0-9._~-]+)+$/;
const ROUTE_KEYS = new Set(['remote', 'module', 'render', 'header']);

function parseRoute(prefix: string, entry: unknown, remotes: Record<string, string>): RouteTarget {
  const where = `runtime config: route ${JSON.stringify(prefix)}`;
  if (!PREFIX.test(prefix) || prefix.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`${where} is not a path prefix like "/admin" (no trailing slash, no patterns; "/" is the public site's)`);
  }
  const object = typeof entry === 'string' ? { remote: entry } : entry;
  if (typeof object !== 'object' || object === null || Array.isArray(object))
    throw new Error(`${where} must name a remote or be { remote, module?, render?, header? }`);
  const unknown = Object.keys(object).filter((key) => !ROUTE_KEYS.has(key));
  if (unknown.length) throw new Error(`${where} has unknown field(s) ${unknown.join(', ')}`);
  const {
    remote,
    module = DEFAULT_ROUTE_MODULE,
    render = 'client',
    header = 'site',
  } = object as { remote?: unknown; module?: unknown; render?: unknown; header?: unknown };
  if (typeof remote !== 'string' || !remote) throw new Error(`${where} names no remote`);
  if (!Object.hasOwn(remotes, remote)) throw new Error(`${where} names remote ${remote}, which is not in remotes`);
  if (typeof module !== 'string' || !/^\.\/[\w./-]+$/.test(module)) throw new Error(`${where}: module must be an exposed module like "./routes"`);
  if (typeof render !== 'string' || !RENDERS.includes(render)) throw new Error(`${where}: render must be "server", "session" or "client"`);
  if (typeof header !== 'string' || !HEADERS.includes(header)) throw new Error(`${where}: header must be "site" or "staff"`);
  return { remote, module, render: render as RouteRender, ...(header === 'staff' ? { header: 'staff' as const } : {}) };
}

/**
 * Checked by hand rather than with zod: this runs before first paint on every page, and the
 * shape is small. A bad config is a deploy mistake, so it fails loudly.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const input = (raw ?? {}) as { apiUrl?: unknown; remotes?: unknown; routes?: unknown; paymentCheckoutUrl?: unknown };
  if (input.apiUrl !== undefined && !isUrl(input.apiUrl)) throw new Error(`runtime config: apiUrl is not a URL: ${JSON.stringify(input.apiUrl)}`);
  if (input.paymentCheckoutUrl !== undefined && !isUrl(input.paymentCheckoutUrl)) {
    throw new Error(`runtime config: paymentCheckoutUrl is not a URL: ${JSON.stringify(input.paymentCheckoutUrl)}`);
  }
  const remotes: Record<string, string> = {};
  if (input.remotes !== undefined) {
    if (typeof input.remotes !== 'object' || input.remotes === null) throw new Error('runtime config: remotes must be an object');
    for (const [name, entry] of Object.entries(input.remotes)) {
      if (!isUrl(entry)) throw new Error(`runtime config: remote ${name} has no valid manifest URL`);
      remotes[name] = entry;
    }
  }
  const config: RuntimeConfig = { apiUrl: input.apiUrl ?? DEFAULT_API_URL, remotes };
  if (input.routes !== undefined) {
    if (typeof input.routes !== 'object' || input.routes === null || Array.isArray(input.routes)) throw new Error('runtime config: routes must be an object');
    const routes: Record<string, RouteTarget> = {};
    for (const [prefix, entry] of Object.entries(input.routes)) routes[prefix] = parseRoute(prefix, entry, remotes);
    config.routes = routes;
  }
  if (input.paymentCheckoutUrl !== undefined) config.paymentCheckoutUrl = input.paymentCheckoutUrl;
  return config;
}

/**
 * The config's areas, longest prefix first (the order a path is matched in), then the public
 * site's catch-all. A config that has not been parsed is read as written, with the defaults.
 */
export function routeTable(config: Pick<RuntimeConfig, 'routes'>): ResolvedRoute[] {
  const routes = config.routes ?? DEFAULT_ROUTES;
  const table = Object.entries(routes).map(([prefix, entry]): ResolvedRoute => {
    const { remote, module = DEFAULT_ROUTE_MODULE, render = 'client', header } = typeof entry === 'string' ? { remote: entry } : entry;
    return { prefix, remote, module, render, ...(header === 'staff' ? { header } : {}) };
  });
  table.sort((a, b) => (b.prefix as string).length - (a.prefix as string).length);
  return [...table, FALLBACK_ROUTE];
}

/** Whether `pathname` is `prefix` or under it, at a segment boundary (/admin, not /administer). */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The route that owns `pathname`: the longest matching prefix, else the public site. */
export function matchRoute(pathname: string, table: readonly ResolvedRoute[]): ResolvedRoute {
  return table.find((route) => route.prefix === null || isUnderPrefix(pathname, route.prefix)) ?? FALLBACK_ROUTE;
}

let current: RuntimeConfig = parseRuntimeConfig({});

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function checkoutScriptUrl(config: RuntimeConfig = current): string {
  return config.paymentCheckoutUrl ?? DEFAULT_PAYMENT_CHECKOUT_URL;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The server inlines the config into index.html; a plain page fetches it instead. */
export async function loadRuntimeConfig(doc: Document = document, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const inline = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent?.trim();
  let raw: unknown = {};
  if (inline) {
    raw = JSON.parse(inline);
  } else {
    try {
      const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
      if (response.ok) raw = await response.json();
    } catch {
      // No config served: the defaults below are the local development ones.
    }
  }
  const config = parseRuntimeConfig(raw);
  setRuntimeConfig(config);
  return config;
}
