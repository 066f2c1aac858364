// The page server's settings from the environment, as the renderer image and the compose smoke
// run it (deploy/shell-renderer.Dockerfile): the same variables the shell's nginx container
// reads (deploy/nginx/entrypoint.sh), checked the same way, so both build the same runtime config
// and the same CSP. Every bad variable is named in one error, before anything listens.
import path from 'node:path';
import { DEFAULT_ROUTES, type RouteEntry, type RuntimeConfig } from 'mfe-shared/config/runtime-config';
import { REMOTES } from 'mfe-shared/build/federation';
import { ADMIN_PREFIX, LMS_PREFIX } from '../src/config/paths';
import { parseRemoteFetchMap, type FetchMap } from './remote-fetch-map';

/** The dist this server was built into (dist/server/..): the image's, or the repository's. */
export const DEFAULT_SHELL_DIST = path.resolve(__dirname, '..');

export interface PageServerSettings {
  port: number;
  host: string;
  shellDist: string;
  fetchMap: FetchMap;
  runtimeConfig: RuntimeConfig;
  extraConnectSrc: string[];
  logLevel: string;
  metricsToken?: string;
}

/** As entrypoint.sh's check_url: these URLs go into JSON, HTML and a header unescaped. */
function checkUrl(name: string, value: string | undefined): string {
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

function checkPort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`PORT must be a TCP port (0: any free one), got '${value}'`);
  return port;
}

/** The route map with the back office: the portal's default route stays (a map replaces the
 * defaults, decision 010), under the staff header (decision 014). entrypoint.sh writes the same. */
export function adminRoutes(): Record<string, RouteEntry> {
  return { [LMS_PREFIX]: DEFAULT_ROUTES[LMS_PREFIX]!, [ADMIN_PREFIX]: { remote: REMOTES.admin, header: 'staff' } };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the settings; throws one Error listing every bad variable. */
export function pageServerSettings(env: Record<string, string | undefined>): PageServerSettings {
  const problems: string[] = [];
  const read = <T>(fn: () => T): T | undefined => {
    try {
      return fn();
    } catch (error) {
      problems.push((error as Error).message);
      return undefined;
    }
  };
  const marketing = read(() => checkUrl('MFE_MARKETING_URL', env.MFE_MARKETING_URL));
  const lms = read(() => checkUrl('MFE_LMS_URL', env.MFE_LMS_URL));
  // Optional: the back office. Set, it joins the remotes and the route map mounts it
  // on /admin (decision 010); unset, /admin is the public site's 404.
  const admin = env.MFE_ADMIN_URL ? read(() => checkUrl('MFE_ADMIN_URL', env.MFE_ADMIN_URL)) : undefined;
  const api = read(() => checkUrl('API_URL', env.API_URL));
  // Optional: the portal's payment checkout script (decision 107); unset, Razorpay's.
  const checkout = env.PAYMENT_CHECKOUT_URL ? read(() => checkUrl('PAYMENT_CHECKOUT_URL', env.PAYMENT_CHECKOUT_URL)) : undefined;
  const extraConnectSrc = (env.CSP_EXTRA_CONNECT_SRC ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((url) => read(() => checkUrl('CSP_EXTRA_CONNECT_SRC', url)) ?? '');
  const port = read(() => checkPort(env.PORT || '8080'));
  const fetchMap = read(() => parseRemoteFetchMap(env.REMOTE_FETCH_MAP));
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'`);
  // Optional (decision 116): GET /metrics with this bearer token; unset, no /metrics.
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken && metricsToken.length < 16) problems.push('METRICS_TOKEN must have at least 16 characters');
  if (problems.length) throw new Error(`page server: bad environment\n  ${problems.join('\n  ')}`);
  return {
    port: port as number,
    host: env.HOST || '0.0.0.0',
    shellDist: path.resolve(env.SHELL_DIST || DEFAULT_SHELL_DIST),
    fetchMap: fetchMap as FetchMap,
    extraConnectSrc,
    logLevel,
    ...(metricsToken ? { metricsToken } : {}),
    // The same runtime config the shell's nginx renders from the same variables (entrypoint.sh).
    runtimeConfig: {
      apiUrl: (api as string).replace(/\/$/, ''),
      remotes: { [REMOTES.marketing]: marketing as string, [REMOTES.lms]: lms as string, ...(admin ? { [REMOTES.admin]: admin } : {}) },
      ...(admin ? { routes: adminRoutes() } : {}),
      ...(checkout ? { paymentCheckoutUrl: checkout } : {}),
    },
  };
}
