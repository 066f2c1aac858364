// The release command's client of the API's release channels (decisions 125, 311): it signs in as
// a staff member (POST /lms/login → a Bearer token, no token scheme of its own), reads the channels
// and sends one command naming the channel version it read. The paths are the API's
// (contracts/src/paths/admin.ts: releases, releaseSwitch, releaseCanary, releasePromote,
// releaseRollback), spelled here because the tooling runs without the contracts' build.

/** An answer of the API that is not a success: its status and the `{detail}` it sent. */
export class ApiError extends Error {
  /** @param {number} status @param {string} detail @param {string} what */
  constructor(status, detail, what) {
    // A 409 is a refusal the operator must read (someone released first, nothing to roll back to), not a fault.
    super(`${what} ${status === 409 ? 'refused' : 'failed'} (${status}): ${detail}`);
    this.status = status;
    this.detail = detail;
  }
}

/** A configuration or usage problem found before anything was sent. */
export class ReleaseConfigError extends Error {}

/**
 * @typedef {{ remote: string, stable_version: string, stable_manifest: string, candidate_version: string | null,
 *   candidate_manifest: string | null, candidate_share: number | null, version: number, updated_at: string }} Channel
 * @typedef {{ id: number, remote: string, action: string, from_version: string | null, to_version: string,
 *   share: number | null, actor: string, reason: string | null, created_at: string }} Release
 * @typedef {{ action: 'switch', to_version: string, manifest_url: string }
 *   | { action: 'canary', to_version: string, manifest_url: string, share: number }
 *   | { action: 'promote' } | { action: 'rollback' }} Command
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the API is and who signs in, from the environment only (no secret on a command line,
 * where `ps` and shell histories show it).
 * @param {NodeJS.ProcessEnv} env
 */
export function apiSettings(env) {
  const missing = ['RELEASE_API_URL', 'RELEASE_USERNAME', 'RELEASE_PASSWORD'].filter((name) => !env[name]);
  if (missing.length > 0) throw new ReleaseConfigError(`set ${missing.join(', ')} (the API's URL and a staff admin's sign-in; see .env.example)`);
  let url;
  try {
    url = new URL(/** @type {string} */ (env.RELEASE_API_URL));
  } catch {
    throw new ReleaseConfigError(`RELEASE_API_URL is not a URL: ${env.RELEASE_API_URL}`);
  }
  // The password and the token cross the network: plain http only to this machine.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))) {
    throw new ReleaseConfigError(`RELEASE_API_URL must be https (http only for localhost): ${url.origin}`);
  }
  return {
    baseUrl: url.href.replace(/\/+$/, ''),
    username: /** @type {string} */ (env.RELEASE_USERNAME),
    password: /** @type {string} */ (env.RELEASE_PASSWORD),
  };
}

/** @param {Response} response */
async function detailOf(response) {
  const text = await response.text();
  try {
    const body = JSON.parse(text);
    if (body && typeof body.detail === 'string') return body.detail;
  } catch {
    // Not JSON (a proxy's error page): its first line says more than nothing.
  }
  return text.split('\n')[0]?.slice(0, 200) || response.statusText;
}

/**
 * Signs in and returns a client of the release endpoints.
 * @param {{ baseUrl: string, username: string, password: string }} settings
 */
export async function openAdminApi({ baseUrl, username, password }) {
  /** @param {string} path @param {string} what @param {RequestInit} [init] */
  const call = async (path, what, init = {}) => {
    let response;
    try {
      response = await fetch(`${baseUrl}${path}`, { ...init, headers: { accept: 'application/json', 'content-type': 'application/json', ...init.headers } });
    } catch (error) {
      throw new Error(`${what} failed: cannot reach ${baseUrl} (${error instanceof Error ? (error.cause ?? error).toString() : String(error)})`);
    }
    if (!response.ok) throw new ApiError(response.status, await detailOf(response), what);
    return response.json();
  };
  const login = await call('/lms/login', `signing in as ${username}`, { method: 'POST', body: JSON.stringify({ username, password }) });
  const authorization = `Bearer ${login.access_token}`;
  return {
    /** @returns {Promise<{ channels: Channel[], history: Release[], total: number, page: number }>} */
    releases: () => call('/admin/releases', 'reading the release channels', { headers: { authorization } }),
    /**
     * @param {string} remote @param {number} version the channel version the command was decided on
     * @param {Command} command
     * @returns {Promise<Channel>}
     */
    send: (remote, version, { action, ...body }) =>
      call(`/admin/releases/${encodeURIComponent(remote)}/${action}`, `${action} of ${remote}`, {
        method: 'POST',
        headers: { authorization },
        body: JSON.stringify({ version, ...body }),
      }),
  };
}
