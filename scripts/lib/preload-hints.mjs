// Announces, in the shell's HTML, every file the current route will need before its remote
// paints, so the browser fetches them in parallel with main.js instead of one after another:
// the shell's bootstrap chunk and startup shared modules, and the route's remote manifest,
// entry and exposed chunk. Remote files come from the remote's live manifest (cached briefly),
// so a new remote version is announced without rebuilding or restarting the shell.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { EXPOSED_ROUTES, REMOTES, STARTUP_SHARED } from '../../mfe-shared/build/federation.mjs';

const MANIFEST_TTL_MS = 10_000;
const MANIFEST_TIMEOUT_MS = 1_000;

export function remoteForPath(pathname) {
  return pathname === '/lms' || pathname.startsWith('/lms/') ? REMOTES.lms : REMOTES.marketing;
}

async function shellStartupFiles(shellDist) {
  const manifest = JSON.parse(await readFile(path.join(shellDist, 'mf-manifest.json'), 'utf8'));
  const shared = manifest.shared
    .filter((s) => STARTUP_SHARED.includes(s.name))
    .flatMap((s) => s.assets.js.sync);
  const bootstrap = (await readdir(shellDist)).filter((f) => /^bootstrap\.[0-9a-f]+\.js$/.test(f));
  return [...new Set([...bootstrap, ...shared])].map((f) => `/${f}`);
}

export function createPreloadHints(shellDist) {
  let shellFiles;
  const manifests = new Map(); // url -> { at, value }

  async function remoteManifest(url) {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.value;
    let value = null;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      if (response.ok) value = await response.json();
    } catch {
      // A remote that is down gets no hints; the page still renders its fallback.
    }
    manifests.set(url, { at: Date.now(), value });
    return value;
  }

  /** @returns {Promise<string>} the <link> tags for this path */
  return async function preloadHints(pathname, config) {
    shellFiles ??= await shellStartupFiles(shellDist).catch(() => []);
    const links = shellFiles.map((href) => `<link rel="preload" as="script" href="${href}">`);
    const manifestUrl = config?.remotes?.[remoteForPath(pathname)];
    const manifest = manifestUrl ? await remoteManifest(manifestUrl) : null;
    if (manifest) {
      const base = new URL('.', manifestUrl);
      const exposed = manifest.exposes.find((e) => `./${e.name}` === EXPOSED_ROUTES || e.path === EXPOSED_ROUTES);
      const files = [manifest.metaData.remoteEntry.name, ...(exposed?.assets.js.sync ?? [])];
      links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${manifestUrl}">`);
      for (const file of files) links.push(`<link rel="preload" as="script" href="${new URL(file, base).href}">`);
    }
    return links.join('');
  };
}
