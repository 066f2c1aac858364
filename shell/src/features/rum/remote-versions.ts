// The remote versions a page runs, for real-user records (decision 116). Deployments publish each
// remote in a versioned folder (…/mfe-lms/0.1.1/mf-manifest.json, decision 301), so the version
// is the manifest URL's last folder; a URL without one (npm start, dev servers) is "unversioned".
import type { RuntimeConfig } from 'mfe-shared';

const VERSION_FOLDER = /\/([0-9]+\.[0-9]+\.[0-9]+[0-9A-Za-z.+_-]{0,30})\/[^/]*$/;
export const UNVERSIONED = 'unversioned';

export function versionOf(manifestUrl: string): string {
  try {
    return VERSION_FOLDER.exec(new URL(manifestUrl, 'http://x').pathname)?.[1] ?? UNVERSIONED;
  } catch {
    return UNVERSIONED;
  }
}

/** Every remote the runtime config names, with its version. */
export function remoteVersions(config: Pick<RuntimeConfig, 'remotes'>): Record<string, string> {
  return Object.fromEntries(Object.entries(config.remotes).map(([name, url]) => [name, versionOf(url)]));
}
