// Fetches and runs a remote's server bundle, the Node twin of its federated routes module
// (mfe-shared/build/rspack-server.mjs). Its URL comes from the same runtime config the browser
// gets: <folder of the remote's mf-manifest.json>/server/ssr-manifest.json names the file. A
// new deployment of the remote is a new file name, so it is picked up within `ttlMs` without
// rebuilding or restarting the shell.
// The code runs in this process: the renderer trusts exactly the origins the operator's
// runtime config names, as the browser does when it runs the same remote's client code.
import { isBuiltin, createRequire } from 'node:module';
import vm from 'node:vm';
import { SHARED_MODULES } from './shared-modules';
import type { RoutesModule } from '../../src/features/remotes/remote-loader';

export const SSR_MANIFEST_PATH = 'server/ssr-manifest.json';

interface SsrManifest {
  file: string;
  version: string;
  shared: string[];
}

export interface RemoteBundle {
  /** The bundle's URL: names one build of the remote (its file name carries a content hash). */
  id: string;
  version: string;
  module: RoutesModule;
}

const nodeRequire = createRequire(`${process.cwd()}/`);

function sharedRequire(id: string): unknown {
  if (id in SHARED_MODULES) return SHARED_MODULES[id];
  if (isBuiltin(id)) return nodeRequire(id);
  throw new Error(`the shell's renderer does not provide "${id}"`);
}

function parseSsrManifest(raw: unknown): SsrManifest {
  const m = raw as Partial<SsrManifest> | null;
  if (!m || typeof m.file !== 'string' || !/^[\w.-]+\.cjs$/.test(m.file) || !Array.isArray(m.shared)) {
    throw new Error('ssr-manifest.json has no valid "file" and "shared"');
  }
  return { file: m.file, version: String(m.version ?? ''), shared: m.shared.map(String) };
}

/** Runs CommonJS source the way Node's module loader would, with the renderer's `require`. */
export function evaluateBundle(code: string, filename: string): RoutesModule {
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
  const module = { exports: {} as Record<string, unknown> };
  wrapper.call(module.exports, module.exports, sharedRequire, module, filename, '');
  const routes = module.exports as Partial<RoutesModule>;
  if (typeof routes.default !== 'function') throw new Error(`${filename} exports no routes component`);
  return routes as RoutesModule;
}

export function createRemoteBundles({ ttlMs = 5_000, timeoutMs = 2_000, fetchImpl = fetch } = {}) {
  const checked = new Map<string, { at: number; bundle: RemoteBundle }>(); // manifest URL ->
  const loaded = new Map<string, RemoteBundle>(); // bundle URL -> (one per deployment)

  async function getJson(url: string) {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json();
  }

  async function load(manifestUrl: string): Promise<RemoteBundle> {
    const ssrManifestUrl = new URL(SSR_MANIFEST_PATH, manifestUrl).href;
    const manifest = parseSsrManifest(await getJson(ssrManifestUrl));
    const missing = manifest.shared.filter((id) => !(id in SHARED_MODULES));
    if (missing.length) throw new Error(`${ssrManifestUrl} needs shared packages the shell does not provide: ${missing.join(', ')}`);
    const id = new URL(manifest.file, ssrManifestUrl).href;
    let bundle = loaded.get(id);
    if (!bundle) {
      const response = await fetchImpl(id, { signal: AbortSignal.timeout(timeoutMs * 5) });
      if (!response.ok) throw new Error(`${id}: HTTP ${response.status}`);
      bundle = { id, version: manifest.version, module: evaluateBundle(await response.text(), id) };
      loaded.set(id, bundle);
      // Older deployments of the same remote are dropped, so memory stays bounded.
      for (const key of loaded.keys()) if (key !== id && key.startsWith(new URL('.', id).href)) loaded.delete(key);
    }
    return bundle;
  }

  // One check per manifest at a time: when the TTL runs out under load, the page requests in
  // flight share it instead of each fetching the ssr manifest (32 fetches at once).
  const checking = new Map<string, Promise<RemoteBundle>>();

  return {
    /** The current build of the remote whose browser manifest is `manifestUrl`. */
    async get(manifestUrl: string): Promise<RemoteBundle> {
      const hit = checked.get(manifestUrl);
      if (hit && Date.now() - hit.at < ttlMs) return hit.bundle;
      let check = checking.get(manifestUrl);
      if (!check) {
        check = load(manifestUrl)
          .then((bundle) => {
            checked.set(manifestUrl, { at: Date.now(), bundle });
            return bundle;
          })
          .finally(() => checking.delete(manifestUrl));
        checking.set(manifestUrl, check);
      }
      return check;
    },
  };
}
