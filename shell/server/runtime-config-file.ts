import { readFile } from 'node:fs/promises';
import { parseRuntimeConfig, type RuntimeConfig } from 'mfe-shared/config/runtime-config';

/** `npm start`'s runtime config: read from its file on every request (edit it, reload the page).
 * Checked as the browser checks it: a bad route map fails the page at once, not in the browser. */
export function runtimeConfigFromFile(file: string): () => Promise<RuntimeConfig> {
  return async () => parseRuntimeConfig(JSON.parse(await readFile(file, 'utf8')));
}
