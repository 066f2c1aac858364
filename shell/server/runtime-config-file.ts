import { parseRuntimeConfig, type RuntimeConfig } from 'mfe-shared/config/runtime-config';
import { fileSnapshot } from './file-snapshot';
import { BUSY_REQUESTS, SHARE_MS } from './site-data';

/** `npm start`'s runtime config: current on every request (edit it, reload the page), read again
 * only when the file changed, and the same object while it has not (the page store's key); under
 * load, checked every 100 ms (file-snapshot.ts).
 * Checked as the browser checks it: a bad route map fails the page at once, not in the browser. */
export function runtimeConfigFromFile(file: string): () => Promise<RuntimeConfig> {
  const snapshot = fileSnapshot(file, (text) => parseRuntimeConfig(JSON.parse(text)), { busy: BUSY_REQUESTS, shareMs: SHARE_MS });
  return () => snapshot.current();
}
