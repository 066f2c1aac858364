// The runtime config (docs/decisions/001-runtime-remotes.md): learnt at serve time, never
// baked into a build, so pointing the site at another remote version needs no rebuild.
export const DEFAULT_API_URL = 'http://localhost:4000';
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
/** Razorpay's Standard Checkout script (docs/decisions/107-razorpay-checkout.md); an override
 * points the portal at a local stub for end-to-end tests. */
export const DEFAULT_PAYMENT_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RuntimeConfig {
  apiUrl: string;
  /** remote name -> URL of its mf-manifest.json */
  remotes: Record<string, string>;
  /** The payment provider's checkout script, loaded only when a student pays; optional
   * (checkoutScriptUrl gives the default), so existing configs stay valid. */
  paymentCheckoutUrl?: string;
}

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
};

/**
 * Checked by hand rather than with zod: this runs before first paint on every page, and the
 * shape is three fields. A bad config is a deploy mistake, so it fails loudly.
 */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const input = (raw ?? {}) as { apiUrl?: unknown; remotes?: unknown; paymentCheckoutUrl?: unknown };
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
  if (input.paymentCheckoutUrl !== undefined) config.paymentCheckoutUrl = input.paymentCheckoutUrl;
  return config;
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
