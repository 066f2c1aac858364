// The runtime config (docs/decisions/001-runtime-remotes.md): learnt at serve time, never
// baked into a build, so pointing the site at another remote version needs no rebuild.
import { z } from 'zod';

export const DEFAULT_API_URL = 'http://localhost:4000';
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export const runtimeConfigSchema = z.object({
  apiUrl: z.string().url().default(DEFAULT_API_URL),
  /** remote name -> URL of its mf-manifest.json */
  remotes: z.record(z.string(), z.string().url()).default({}),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig = runtimeConfigSchema.parse({});

export function getRuntimeConfig(): RuntimeConfig {
  return current;
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
  const config = runtimeConfigSchema.parse(raw);
  setRuntimeConfig(config);
  return config;
}
