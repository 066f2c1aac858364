// The server build of an app: the same source compiled for Node as one CommonJS file, used to
// prerender public pages (docs/decisions/006-prerendered-public-pages.md).
// - The shell's server build bundles everything, React and the shared packages included: it is
//   the renderer, and it hands its copies of the shared packages to the remotes it renders.
// - A remote's server build leaves every shared package out (`require`d at run time from the
//   renderer's copies: one React, one router context, one styled-components sheet, exactly as
//   federation does in the browser), and has no chunks: dynamic imports are inlined.
// It also writes server/ssr-manifest.json naming the file, so the renderer can tell a new
// deployment of the remote from the one it has cached.
import path from 'node:path';
import { createRequire } from 'node:module';
import rspack from '@rspack/core';
import { DESIGN_SYSTEM_PREFIX, SHARED_PACKAGES } from './federation.ts';
import { REACT_ROUTER_FULL } from './shared-option.mjs';
import { englishOnlyZod, swcRule } from './rspack-common.mjs';

const require = createRequire(import.meta.url);
export const SSR_MANIFEST = 'ssr-manifest.json';
export const SERVER_DIR = 'server';

/**
 * A request for a shared package or one of its sub-paths ("react-dom/server", "swr/infinite"),
 * except the design system's entries, which a remote bundles as its browser build does (decision 017).
 */
export function isSharedRequest(request) {
  if (request.startsWith(DESIGN_SYSTEM_PREFIX)) return false;
  return SHARED_PACKAGES.some((name) => request === name || request.startsWith(`${name}/`));
}

class SsrManifestPlugin {
  constructor(version, externals) {
    this.version = version;
    this.externals = externals;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = [...compilation.entrypoints.values()][0];
        const file = entry.getFiles().find((f) => f.endsWith('.cjs'));
        const manifest = { file, version: this.version, shared: [...this.externals].sort() };
        compilation.emitAsset(SSR_MANIFEST, new rspack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir      the app's folder
 * @param {string} o.name     the federation name (for __APP_NAME__)
 * @param {string} o.entry    the module to compile (a remote: its exposed routes module)
 * @param {boolean} o.shareExternally  a remote: leave the shared packages to the renderer
 * @param {string} [o.outDir]
 */
export function createServerConfig({ dir, name, entry, shareExternally, outDir = 'dist' }) {
  const pkg = require(path.join(dir, 'package.json'));
  const externals = new Set();
  return {
    name: `${name}-server`,
    mode: 'production',
    context: dir,
    target: 'node20',
    entry: { [shareExternally ? 'routes' : 'render']: entry },
    devtool: 'source-map',
    output: {
      path: path.resolve(dir, outDir, SERVER_DIR),
      // A remote's file is fetched over HTTP and cached by name: hash it. The shell's is
      // loaded from its own disk.
      filename: shareExternally ? '[name].[contenthash:10].cjs' : '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: '',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // The workspace's contracts from their sources (contracts/package.json, decision 111).
      conditionNames: ['@sap-academy/source', '...'],
      alias: { '@react-router-full$': REACT_ROUTER_FULL },
    },
    externalsType: 'commonjs',
    externals: shareExternally
      ? [
          ({ request }, callback) => {
            if (request && isSharedRequest(request)) {
              externals.add(request);
              return callback(null, `commonjs ${request}`);
            }
            return callback();
          },
        ]
      : [],
    module: {
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [swcRule({ targets: 'node >= 20' })],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(name),
        __APP_VERSION__: JSON.stringify(pkg.version),
      }),
      englishOnlyZod(),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      shareExternally && new SsrManifestPlugin(pkg.version, externals),
    ].filter(Boolean),
    // The minimizer is what drops the exports nothing uses: without it every icon of
    // simple-icons (3,400) stayed in the marketing remote's server bundle, 5.8 MB that the page
    // server fetched and compiled before its first render. Names are
    // kept and the output stays formatted: stack traces in server logs remain readable.
    optimization: {
      minimize: true,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { mangle: false, format: { beautify: true, comments: false } } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
