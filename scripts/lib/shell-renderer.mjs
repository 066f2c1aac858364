// The shell's pages for the docker-compose deployment (docs/decisions/006 and 301): the same
// page pipeline as `npm start`'s shell server (static-server.mjs: prerendered HTML, the runtime
// config inlined, preload hints, 404 for unknown routes, the client-rendered page when a render
// fails), configured from the environment like the shell's nginx container, behind which it runs.
import path from 'node:path';
import { APPS, repoRoot } from './paths.mjs';
import { startStaticServer } from './static-server.mjs';
import { createPreloadHints } from './preload-hints.mjs';
import { createPrerender } from './prerender.mjs';
import { createMappedFetch, parseRemoteFetchMap } from './remote-fetch-map.mjs';

export const DEFAULT_SHELL_DIST = path.join(repoRoot, 'shell', 'dist');

/** As deploy/nginx/entrypoint.sh's check_url: these URLs go into JSON and HTML unescaped. */
function checkUrl(name, value) {
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

function checkPort(value) {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`PORT must be a TCP port (0: any free one), got '${value}'`);
  return port;
}

/**
 * Reads and validates the renderer's settings; throws one Error listing every bad variable.
 * @param {Record<string, string | undefined>} env
 */
export function rendererSettings(env) {
  const problems = [];
  const read = (fn) => {
    try {
      return fn();
    } catch (error) {
      problems.push(error.message);
      return undefined;
    }
  };
  const marketing = read(() => checkUrl('MFE_MARKETING_URL', env.MFE_MARKETING_URL));
  const lms = read(() => checkUrl('MFE_LMS_URL', env.MFE_LMS_URL));
  const api = read(() => checkUrl('API_URL', env.API_URL));
  // Optional: the portal's payment checkout script (decision 107); unset, Razorpay's.
  const checkout = env.PAYMENT_CHECKOUT_URL ? read(() => checkUrl('PAYMENT_CHECKOUT_URL', env.PAYMENT_CHECKOUT_URL)) : undefined;
  const port = read(() => checkPort(env.PORT || '8080'));
  const fetchMap = read(() => parseRemoteFetchMap(env.REMOTE_FETCH_MAP));
  if (problems.length) throw new Error(`shell renderer: bad environment\n  ${problems.join('\n  ')}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    shellDist: path.resolve(env.SHELL_DIST || DEFAULT_SHELL_DIST),
    fetchMap,
    // The same runtime config the shell's nginx renders from the same variables (entrypoint.sh).
    runtimeConfig: {
      apiUrl: api.replace(/\/$/, ''),
      remotes: { [APPS.marketing.remote]: marketing, [APPS.lms.remote]: lms },
      ...(checkout ? { paymentCheckoutUrl: checkout } : {}),
    },
  };
}

/** @param {ReturnType<typeof rendererSettings>} settings */
export async function startShellRenderer({ port, host, shellDist, fetchMap, runtimeConfig }) {
  const fetchImpl = createMappedFetch(fetchMap);
  const prerender = createPrerender(shellDist, { fetchImpl });
  // Without dist/server/render.cjs every page would quietly go out client-rendered: a renderer
  // that renders nothing is a broken image, not a fallback.
  if (!prerender) throw new Error(`${shellDist} has no server/render.cjs: build the shell first`);
  return startStaticServer({
    root: shellDist,
    port,
    host,
    spa: true,
    runtimeConfig: async () => runtimeConfig,
    preloadHints: createPreloadHints(shellDist, { fetchImpl }),
    prerender,
    // Only nginx reaches this server; it sets Host, X-Forwarded-Proto and X-Forwarded-Host, so
    // canonical and Open Graph URLs name the site's origin, not this container's.
    trustProxy: true,
    healthz: true,
  });
}
