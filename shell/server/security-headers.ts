// The shell's security headers and Content-Security-Policy, in one place for every server that
// sends its pages: the Node page server computes them per request from its runtime config
// (`npm start`, the e2e suites, the renderer image), and the shell's build writes them into the
// nginx header templates with the deployment's origins left as slots (nginx-headers.ts), which
// deploy/nginx/entrypoint.sh fills from the container's environment. See docs/decisions/007.
//
// The policy: scripts only from this origin, the remotes' origins, Razorpay's checkout and the
// prerendered page's loader (by its hash: the runtime config and the preload list are inert
// application/json scripts); data from those, the API and the remotes' manifests; images also
// from the API (course pictures); YouTube's privacy-enhanced player and Razorpay in frames.
// style-src needs 'unsafe-inline': styled-components inserts <style> elements at run time.
import type { RuntimeConfig } from 'mfe-shared';

/**
 * Razorpay's Standard Checkout (docs/decisions/107-razorpay-checkout.md): checkout.js from
 * checkout.razorpay.com, its modal in frames from api.razorpay.com and checkout.razorpay.com, its
 * calls to the API and to lumberjack (its telemetry).
 */
export const RAZORPAY_SOURCES = Object.freeze({
  script: 'https://checkout.razorpay.com',
  frame: 'https://api.razorpay.com https://checkout.razorpay.com',
  connect: 'https://api.razorpay.com https://lumberjack.razorpay.com',
});
const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
const YOUTUBE_FRAMES = 'https://www.youtube-nocookie.com';

/**
 * The deployment's part of the policy. Each slot is '' or a list of sources with a leading
 * space (" http://a http://b"), the form entrypoint.sh gives the same slots for nginx.
 */
export interface CspSlots {
  /** The remotes' origins, sorted, once each. */
  remotes: string;
  /** The API's origin. */
  api: string;
  /** The remotes' and the API's origins, sorted, once each, then CSP_EXTRA_CONNECT_SRC. */
  connect: string;
  /** An overridden payment checkout script's origin (a stub): script, frame and connect. */
  payment: string;
  /** The inline loader's hash, on a server that sends prerendered pages. */
  scripts: string;
}

export function contentSecurityPolicy(s: CspSlots): string {
  return [
    "default-src 'self'",
    `script-src 'self'${s.remotes} ${RAZORPAY_SOURCES.script}${s.payment}${s.scripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${s.remotes}${s.api}`,
    `font-src 'self'${s.remotes}`,
    `connect-src 'self'${s.connect} ${RAZORPAY_SOURCES.connect}${s.payment}`,
    `frame-src ${YOUTUBE_FRAMES} ${RAZORPAY_SOURCES.frame}${s.payment}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every response of the shell carries besides the CSP (and Cache-Control). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
});

export const slot = (sources: readonly string[]) => sources.map((source) => ` ${source}`).join('');

/** scheme://host[:port] of a URL the policy names; nothing that could end a directive. */
function originOf(name: string, url: string): string {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw new Error(`runtime config: ${name} is not a URL: '${url}'`);
  }
  if (!/^https?:\/\/[^\s;,'"]+$/.test(origin)) throw new Error(`runtime config: ${name} is not an http(s) origin: '${url}'`);
  return origin;
}

const sortedOnce = (values: string[]) => [...new Set(values)].sort();

/** The slots for a runtime config, by the rules entrypoint.sh applies to the same settings. */
export function cspSlotsFor(
  config: RuntimeConfig,
  { extraConnectSrc = [], scriptHashes = [] }: { extraConnectSrc?: readonly string[]; scriptHashes?: readonly string[] } = {},
): CspSlots {
  const remotes = sortedOnce(Object.entries(config.remotes).map(([name, url]) => originOf(name, url)));
  const api = originOf('apiUrl', config.apiUrl);
  const payment = config.paymentCheckoutUrl ? originOf('paymentCheckoutUrl', config.paymentCheckoutUrl) : RAZORPAY_CHECKOUT_ORIGIN;
  return {
    remotes: slot(remotes),
    api: slot([api]),
    connect: slot([...sortedOnce([...remotes, api]), ...extraConnectSrc]),
    payment: payment === RAZORPAY_CHECKOUT_ORIGIN ? '' : slot([payment]),
    scripts: slot(scriptHashes),
  };
}

/** Every security header of a shell response, for the deployment this runtime config names. */
export function securityHeaders(config: RuntimeConfig, options?: Parameters<typeof cspSlotsFor>[1]): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(cspSlotsFor(config, options)), ...SECURITY_HEADERS };
}
