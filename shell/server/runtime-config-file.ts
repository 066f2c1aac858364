import { readFile } from 'node:fs/promises';
import type { RuntimeConfig } from 'mfe-shared';

/** `npm start`'s runtime config: read from its file on every request (edit it, reload the page). */
export function runtimeConfigFromFile(file: string): () => Promise<RuntimeConfig> {
  return async () => JSON.parse(await readFile(file, 'utf8')) as RuntimeConfig;
}
