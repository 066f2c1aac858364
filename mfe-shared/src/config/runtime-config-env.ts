// The runtime config and its route map built from a deployment's environment: one schema and one
// builder for the page server (shell/server/settings.ts), `npm start` and the e2e stacks
// (scripts/lib/stack.mjs), Kubernetes' site-config and docker-compose
// (docs/decisions/307-one-runtime-configuration.md). The shell's nginx image has no Node, so
// deploy/nginx/entrypoint.sh reads the same variables in POSIX sh; the formats are plain
// whitespace-separated words for that reason, and a test renders both and compares them.
//
//   API_URL               the API's public URL
//   REMOTES               name=manifestURL ...    e.g. "mfe_events=https://cdn.example/mfe-events/1.0.0/mf-manifest.json"
//   ROUTES                /prefix=remote[:option]...  options: server|session|client (render),
//                         site|staff (header), ./module (exposed module); e.g. "/lms=mfe_lms:session /events=mfe_events"
//   MFE_MARKETING_URL, MFE_LMS_URL, MFE_ADMIN_URL   shorthands for mfe_marketing=, mfe_lms=, mfe_admin= in REMOTES
//   PAYMENT_CHECKOUT_URL  the payment checkout script (optional)
//
// Without ROUTES the map is decision 010's default, plus the back office on /admin when
// MFE_ADMIN_URL is set (its staff header, decision 014); a given ROUTES replaces the defaults.
// No React and no Node module here: the page server bundles it, the scripts load it built.
import { REMOTES as REMOTE_NAMES } from './remotes';
import { parseRuntimeConfig, type RouteEntry, type RuntimeConfig } from './runtime-config';

/** The variables this module reads, in the order they are documented. */
export const RUNTIME_CONFIG_VARIABLES = ['API_URL', 'REMOTES', 'ROUTES', 'MFE_MARKETING_URL', 'MFE_LMS_URL', 'MFE_ADMIN_URL', 'PAYMENT_CHECKOUT_URL'] as const;

/** The per-remote shorthands, in the order their remotes are listed. */
const SHORTHANDS = [
  ['MFE_MARKETING_URL', REMOTE_NAMES.marketing],
  ['MFE_LMS_URL', REMOTE_NAMES.lms],
  ['MFE_ADMIN_URL', REMOTE_NAMES.admin],
] as const;

/** The map MFE_ADMIN_URL mounts when ROUTES is not given: the portal's default route (a map
 * replaces the defaults, decision 010) and the back office under the staff header (decision 014).
 * entrypoint.sh writes the same words. */
export const BACK_OFFICE_ROUTES = `/lms=${REMOTE_NAMES.lms}:session /admin=${REMOTE_NAMES.admin}:staff`;

// A remote's name becomes a JavaScript identifier in the federation runtime.
const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RENDER_OPTIONS: readonly string[] = ['server', 'session', 'client'];
const HEADER_OPTIONS: readonly string[] = ['site', 'staff'];

export type Env = Record<string, string | undefined>;

/** These URLs go into JSON, HTML and a header unescaped (entrypoint.sh's check_url): plain http(s) only. */
export function checkUrl(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} is required`);
  if (!/^https?:\/\/[^/?#]/.test(value)) throw new Error(`${name} must be an http(s) URL, got '${value}'`);
  if (/[\s"'<>\\`;{}$[\]]/.test(value)) throw new Error(`${name} contains a character that is not allowed in a URL here: '${value}'`);
  try {
    new URL(value);
  } catch {
    throw new Error(`${name} is not a valid URL: '${value}'`);
  }
  return value;
}

const words = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter(Boolean);

function readRemotes(env: Env, problems: string[]): Record<string, string> {
  const remotes: Record<string, string> = {};
  const add = (variable: string, name: string, url: string | undefined) => {
    if (Object.hasOwn(remotes, name)) return problems.push(`${variable}: remote ${name} is given twice`);
    try {
      remotes[name] = checkUrl(variable, url);
    } catch (error) {
      problems.push((error as Error).message);
    }
    return undefined;
  };
  for (const [variable, name] of SHORTHANDS) if (env[variable]) add(variable, name, env[variable]);
  for (const pair of words(env.REMOTES)) {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    if (at < 0 || !REMOTE_NAME.test(name)) {
      problems.push(`REMOTES: '${pair}' is not name=manifestURL with a name of letters, digits and _ (like mfe_events)`);
      continue;
    }
    add('REMOTES', name, pair.slice(at + 1));
  }
  // The public site owns every path no route claims, and the default map mounts the portal.
  for (const [variable, name] of SHORTHANDS.slice(0, 2)) {
    if (!Object.hasOwn(remotes, name) && !problems.some((p) => p.startsWith(variable))) problems.push(`${variable} is required (or ${name}=URL in REMOTES)`);
  }
  return remotes;
}

/** One ROUTES word as the runtime config writes the route (decision 010's object form). */
function routeEntry(word: string): [string, RouteEntry] | string {
  const at = word.indexOf('=');
  if (at < 1) return `'${word}' is not /prefix=remote[:option]`;
  const [remote = '', ...options] = word.slice(at + 1).split(':');
  const entry: { remote: string; module?: string; render?: 'server' | 'session' | 'client'; header?: 'site' | 'staff' } = { remote };
  if (options.includes('')) return `'${word}' has an empty option`;
  for (const option of options) {
    if (RENDER_OPTIONS.includes(option)) entry.render = option as typeof entry.render;
    else if (HEADER_OPTIONS.includes(option)) entry.header = option as typeof entry.header;
    else if (option.startsWith('./')) entry.module = option;
    else return `'${word}' has option '${option}' (server, session, client, site, staff or ./module)`;
  }
  return [word.slice(0, at), entry];
}

function readRoutes(env: Env, remotes: Record<string, string>, problems: string[]): Record<string, RouteEntry> | undefined {
  // Without ROUTES, decision 010's default map, written out only when the back office joins it.
  const given = words(env.ROUTES).length ? words(env.ROUTES) : env.MFE_ADMIN_URL ? words(BACK_OFFICE_ROUTES) : undefined;
  if (!given) return undefined;
  const routes: Record<string, RouteEntry> = {};
  for (const word of given) {
    const parsed = routeEntry(word);
    if (typeof parsed === 'string') {
      problems.push(`ROUTES: ${parsed}`);
      continue;
    }
    const [prefix, entry] = parsed;
    if (Object.hasOwn(routes, prefix)) {
      problems.push(`ROUTES: ${prefix} is given twice`);
      continue;
    }
    // The runtime config's own check of a route (the browser's), one route at a time so each bad one is named.
    try {
      parseRuntimeConfig({ remotes, routes: { [prefix]: entry } });
      routes[prefix] = entry;
    } catch (error) {
      problems.push(`ROUTES: ${(error as Error).message.replace(/^runtime config: /, '')}`);
    }
  }
  return routes;
}

/**
 * The runtime config of a deployment, or every problem with its variables (each names its
 * variable). The result is the parsed form (routes as full RouteTargets), the JSON the
 * entrypoint writes byte for byte.
 */
export function readRuntimeConfigEnv(env: Env): { config?: RuntimeConfig; problems: string[] } {
  const problems: string[] = [];
  let apiUrl: string | undefined;
  try {
    apiUrl = checkUrl('API_URL', env.API_URL).replace(/\/$/, '');
  } catch (error) {
    problems.push((error as Error).message);
  }
  let paymentCheckoutUrl: string | undefined;
  if (env.PAYMENT_CHECKOUT_URL) {
    try {
      paymentCheckoutUrl = checkUrl('PAYMENT_CHECKOUT_URL', env.PAYMENT_CHECKOUT_URL);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const remotes = readRemotes(env, problems);
  const routes = readRoutes(env, remotes, problems);
  if (problems.length) return { problems };
  const config = parseRuntimeConfig({ apiUrl, remotes, ...(routes ? { routes } : {}), ...(paymentCheckoutUrl ? { paymentCheckoutUrl } : {}) });
  return { config, problems };
}

/** As readRuntimeConfigEnv; throws one Error listing every problem. */
export function runtimeConfigFromEnv(env: Env): RuntimeConfig {
  const { config, problems } = readRuntimeConfigEnv(env);
  if (!config) throw new Error(`runtime config: bad environment\n  ${problems.join('\n  ')}`);
  return config;
}
