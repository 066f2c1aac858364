// The page server's settings from the environment, as the renderer image and the compose smoke
// run it (deploy/shell-renderer.Dockerfile): the same variables the shell's nginx container
// reads (deploy/nginx/entrypoint.sh), checked the same way, so both build the same runtime config
// and the same CSP. Every bad variable is named in one error, before anything listens.
import path from 'node:path';
import type { RuntimeConfig } from 'mfe-shared/config/runtime-config';
import { checkUrl, readRuntimeConfigEnv } from 'mfe-shared/config/runtime-config-env';
import { DEFAULT_RELEASES_POLL_MS } from './release-channels';
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
  /** How often the release channels are polled (docs/decisions/310); 0: never. */
  releasesPollMs: number;
}

function checkPort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`PORT must be a TCP port (0: any free one), got '${value}'`);
  return port;
}

/** Below a second the API would be asked more often than its answer's max-age (2 s) is worth. */
const MIN_POLL_MS = 1000;

function checkPollMs(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RELEASES_POLL_MS;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || (ms !== 0 && ms < MIN_POLL_MS) || ms > 3_600_000) {
    throw new Error(`RELEASES_POLL_MS must be 0 (no canaries) or milliseconds from ${MIN_POLL_MS} to 3600000, got '${value}'`);
  }
  return ms;
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
  // The runtime config and its route map: API_URL, REMOTES, ROUTES and the MFE_*_URL shorthands,
  // read by the one builder entrypoint.sh mirrors (decision 307).
  const runtime = readRuntimeConfigEnv(env);
  problems.push(...runtime.problems);
  const extraConnectSrc = (env.CSP_EXTRA_CONNECT_SRC ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((url) => read(() => checkUrl('CSP_EXTRA_CONNECT_SRC', url)) ?? '');
  const port = read(() => checkPort(env.PORT || '8080'));
  const releasesPollMs = read(() => checkPollMs(env.RELEASES_POLL_MS));
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
    releasesPollMs: releasesPollMs as number,
    ...(metricsToken ? { metricsToken } : {}),
    // The same runtime config the shell's nginx renders from the same variables (entrypoint.sh).
    runtimeConfig: runtime.config as RuntimeConfig,
  };
}
