// Announces, in the shell's HTML, every file the current route will need before its remote
// paints, so the browser fetches them in parallel with main.js instead of one after another:
// the shell's bootstrap chunk and startup shared modules, and the route's remote manifest,
// entry and exposed chunk. Remote files come from the remote's live manifest (cached briefly),
// so a new remote version is announced without rebuilding or restarting the shell.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { matchRoute, routeTable, type RuntimeConfig } from 'mfe-shared/config/runtime-config';
import { ROUTE_SHARED, STARTUP_FILES } from 'mfe-shared/build/federation';

const MANIFEST_TTL_MS = 10_000;
const MANIFEST_TIMEOUT_MS = 1_000;

export interface PreloadHint {
  href: string;
  as: 'script' | 'fetch';
}
export type PreloadHints = (pathname: string, config: RuntimeConfig) => Promise<PreloadHint[]>;

/** The parts of an mf-manifest.json this file reads. */
interface Assets {
  assets: { js: { sync: string[] } };
}
interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  exposes: Array<Assets & { name: string; path: string }>;
  shared: Array<Assets & { name: string }>;
}

const routeShared: Readonly<Record<string, readonly string[]>> = ROUTE_SHARED;

/** The remote and module the runtime config's route map gives the path (decision 010). */
function routeForPath(pathname: string, config: RuntimeConfig) {
  return matchRoute(pathname, routeTable(config));
}

/**
 * The shell's start-up scripts, as its build listed them (shell/build/startup-files.mjs: the
 * bootstrap chunks and the providers of the start-up shared modules, no consume-fallback
 * copies), and where each shared package's own chunk is (for ROUTE_SHARED).
 */
async function shellFiles(shellDist: string) {
  const manifest = JSON.parse(await readFile(path.join(shellDist, 'mf-manifest.json'), 'utf8')) as Pick<FederationManifest, 'shared'>;
  const sharedAssets = new Map(manifest.shared.map((s) => [s.name, s.assets.js.sync]));
  const startup = JSON.parse(await readFile(path.join(shellDist, STARTUP_FILES), 'utf8')) as string[];
  return { startup: startup.map((f) => `/${f}`), sharedAssets };
}

/** @param options.fetchImpl how the server reaches a remote (remote-fetch-map.ts) */
export function createPreloadHints(shellDist: string, { fetchImpl = fetch }: { fetchImpl?: typeof fetch } = {}): PreloadHints {
  let shell: Awaited<ReturnType<typeof shellFiles>> | undefined;
  const manifests = new Map<string, { at: number; value: FederationManifest | null }>();
  // The list for a route is worked out once per manifest fetched, and is then the same array:
  // the page server keys its stored pages on it (page-cache.ts). Callers never change it.
  const lists = new Map<string, { manifest: FederationManifest | null; hints: PreloadHint[] }>();

  // One fetch per manifest at a time: page requests in flight when the TTL runs out share it.
  const fetching = new Map<string, Promise<FederationManifest | null>>();

  function remoteManifest(url: string): Promise<FederationManifest | null> {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return Promise.resolve(cached.value);
    let pending = fetching.get(url);
    if (!pending) {
      pending = fetchManifest(url).finally(() => fetching.delete(url));
      fetching.set(url, pending);
    }
    return pending;
  }

  async function fetchManifest(url: string): Promise<FederationManifest | null> {
    let value: FederationManifest | null = null;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (response.ok) value = (await response.json()) as FederationManifest;
      else await response.body?.cancel();
    } catch {
      // A remote that is down gets no hints; the page still renders its fallback.
    }
    manifests.set(url, { at: Date.now(), value });
    return value;
  }

  return async function preloadHints(pathname, config) {
    shell ??= await shellFiles(shellDist).catch(() => ({ startup: [], sharedAssets: new Map<string, string[]>() }));
    const { remote, module } = routeForPath(pathname, config);
    const manifestUrl = config?.remotes?.[remote];
    const manifest = manifestUrl ? await remoteManifest(manifestUrl) : null;
    const listKey = `${remote}\n${module}\n${manifestUrl ?? ''}`;
    const known = lists.get(listKey);
    if (known && known.manifest === manifest) return known.hints;
    const hints = hintsFor(remote, module, manifestUrl, manifest);
    // Bounded by the routes times the manifest URLs of recent configs; a long-lived server that
    // saw many configs starts over.
    if (lists.size >= 1_000) lists.clear();
    lists.set(listKey, { manifest, hints });
    return hints;
  };

  function hintsFor(remote: string, module: string, manifestUrl: string | undefined, manifest: FederationManifest | null): PreloadHint[] {
    if (!shell) return [];
    const hints: PreloadHint[] = shell.startup.map((href) => ({ href, as: 'script' }));
    if (manifestUrl && manifest) {
      const base = new URL('.', manifestUrl);
      const exposed = manifest.exposes.find((e) => `./${e.name}` === module || e.path === module);
      const files = [manifest.metaData.remoteEntry.name, ...(exposed?.assets.js.sync ?? [])];
      hints.push({ href: manifestUrl, as: 'fetch' });
      for (const file of files) hints.push({ href: new URL(file, base).href, as: 'script' });
      // The route's extra shared packages: the shell's copy when it has one (it is provided
      // first), else the remote's own.
      for (const name of routeShared[remote] ?? []) {
        const fromShell = shell.sharedAssets.get(name) ?? [];
        const fromRemote = manifest.shared.find((s) => s.name === name)?.assets.js.sync ?? [];
        const hrefs = fromShell.length ? fromShell.map((f) => `/${f}`) : fromRemote.map((f) => new URL(f, base).href);
        for (const href of hrefs) hints.push({ href, as: 'script' });
      }
    }
    return hints;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** <link rel="preload"> tags: the browser fetches them while it parses the page. */
export function preloadLinkTags(hints: readonly PreloadHint[]): string {
  return hints
    .map(({ href, as }) => `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} href="${escapeAttribute(href)}">`)
    .join('');
}

export const PRELOAD_AFTER_PAINT_ID = 'preload-after-paint';

/**
 * The same list as inert JSON, for a prerendered page: the shell's main.js announces the files
 * once the page has painted (start-after-paint.ts), so they never compete with the page itself.
 */
export function preloadAfterPaintScript(hints: readonly PreloadHint[]): string {
  if (!hints.length) return '';
  const json = JSON.stringify(hints).replace(/</g, '\\u003c');
  return `<script id="${PRELOAD_AFTER_PAINT_ID}" type="application/json">${json}</script>`;
}
