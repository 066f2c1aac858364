// Announces, in the shell's HTML, every file the current route will need before its remote
// paints, so the browser fetches them in parallel with main.js instead of one after another:
// the shell's bootstrap chunk and startup shared modules, and the route's remote manifest,
// entry and exposed chunk. Remote files come from the remote's live manifest (cached briefly),
// so a new remote version is announced without rebuilding or restarting the shell.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPOSED_ROUTES, REMOTES, ROUTE_SHARED, STARTUP_FILES } from '../../mfe-shared/build/federation.mjs';

const MANIFEST_TTL_MS = 10_000;
const MANIFEST_TIMEOUT_MS = 1_000;

export function remoteForPath(pathname) {
  return pathname === '/lms' || pathname.startsWith('/lms/') ? REMOTES.lms : REMOTES.marketing;
}

/**
 * The shell's start-up scripts, as its build listed them (shell/build/startup-files.mjs: the
 * bootstrap chunks and the providers of the start-up shared modules, no consume-fallback
 * copies), and where each shared package's own chunk is (for ROUTE_SHARED).
 */
async function shellFiles(shellDist) {
  const manifest = JSON.parse(await readFile(path.join(shellDist, 'mf-manifest.json'), 'utf8'));
  const sharedAssets = new Map(manifest.shared.map((s) => [s.name, s.assets.js.sync]));
  const startup = JSON.parse(await readFile(path.join(shellDist, STARTUP_FILES), 'utf8'));
  return { startup: startup.map((f) => `/${f}`), sharedAssets };
}

/** @param {{fetchImpl?: typeof fetch}} [options] fetchImpl: how the server reaches a remote (remote-fetch-map.mjs) */
export function createPreloadHints(shellDist, { fetchImpl = fetch } = {}) {
  let shell;
  const manifests = new Map(); // url -> { at, value }

  async function remoteManifest(url) {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.value;
    let value = null;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (response.ok) value = await response.json();
    } catch {
      // A remote that is down gets no hints; the page still renders its fallback.
    }
    manifests.set(url, { at: Date.now(), value });
    return value;
  }

  /** @returns {Promise<Array<{href: string, as: 'script'|'fetch'}>>} the files this path needs */
  return async function preloadHints(pathname, config) {
    shell ??= await shellFiles(shellDist).catch(() => ({ startup: [], sharedAssets: new Map() }));
    const remote = remoteForPath(pathname);
    const hints = shell.startup.map((href) => ({ href, as: 'script' }));
    const manifestUrl = config?.remotes?.[remote];
    const manifest = manifestUrl ? await remoteManifest(manifestUrl) : null;
    if (manifest) {
      const base = new URL('.', manifestUrl);
      const exposed = manifest.exposes.find((e) => `./${e.name}` === EXPOSED_ROUTES || e.path === EXPOSED_ROUTES);
      const files = [manifest.metaData.remoteEntry.name, ...(exposed?.assets.js.sync ?? [])];
      hints.push({ href: manifestUrl, as: 'fetch' });
      for (const file of files) hints.push({ href: new URL(file, base).href, as: 'script' });
      // The route's extra shared packages: the shell's copy when it has one (it is provided
      // first), else the remote's own.
      for (const name of ROUTE_SHARED[remote] ?? []) {
        const fromShell = shell.sharedAssets.get(name) ?? [];
        const fromRemote = manifest.shared.find((s) => s.name === name)?.assets.js.sync ?? [];
        const hrefs = fromShell.length ? fromShell.map((f) => `/${f}`) : fromRemote.map((f) => new URL(f, base).href);
        for (const href of hrefs) hints.push({ href, as: 'script' });
      }
    }
    return hints;
  };
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** <link rel="preload"> tags: the browser fetches them while it parses the page. */
export function preloadLinkTags(hints) {
  return hints
    .map(({ href, as }) => `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} href="${escapeAttribute(href)}">`)
    .join('');
}

export const PRELOAD_AFTER_PAINT_ID = 'preload-after-paint';

/**
 * The same list as inert JSON, for a prerendered page: the shell's main.js announces the files
 * once the page has painted (shell/src/index.ts), so they never compete with the page itself.
 */
export function preloadAfterPaintScript(hints) {
  if (!hints.length) return '';
  const json = JSON.stringify(hints).replace(/</g, '\\u003c');
  return `<script id="${PRELOAD_AFTER_PAINT_ID}" type="application/json">${json}</script>`;
}
