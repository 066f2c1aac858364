// Rspack settings common to the host and both remotes; each app's rspack.config.mjs
// adds only its federation options. Kept here so the three builds cannot drift apart.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { REACT_ROUTER_FULL, STYLED_FULL, ZOD_FULL, sharedDependencies } from './shared-option.mjs';
import { EsmFederationRuntimePlugin } from './esm-federation-runtime.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { infrastructureConsole } from './infrastructure-console.mjs';

const require = createRequire(import.meta.url);
const ZOD_LOCALES_EN = fileURLToPath(new URL('./zod-locales-en.mjs', import.meta.url));

/** TypeScript and JSX through Rspack's built-in SWC, for the given targets. */
export function swcRule({ dev = false, targets }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
      },
      env: { targets },
    },
  };
}

/** zod's `locales` namespace replaced by the English locale (decision 004). */
export function englishOnlyZod() {
  return new rspack.NormalModuleReplacementPlugin(/[\\/]locales[\\/]index\.js$/, (resource) => {
    if (/[\\/]zod[\\/]/.test(resource.context)) resource.request = ZOD_LOCALES_EN;
  });
}

/** Rspack hands `keep` absolute paths: keep dist/server, which the server build cleans itself. */
function keepServerBuild(out) {
  const serverDir = path.join(out, 'server');
  return (file) => file === serverDir || file.startsWith(`${serverDir}${path.sep}`);
}

/**
 * A dev server has no runtime config, so the page uses the local defaults (the API on :4000).
 * DEV_RUNTIME_CONFIG (JSON, the same shape `npm start` serves) points the dev servers at
 * another API or other remotes, as the dev-server smoke does (e2e/dev).
 */
function serveDevRuntimeConfig(middlewares) {
  const config = process.env.DEV_RUNTIME_CONFIG;
  if (!config) return middlewares;
  JSON.parse(config); // a typo fails the dev server's start, not every page load
  middlewares.unshift({
    name: 'dev-runtime-config',
    path: '/runtime-config.json',
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-store');
      res.end(config);
    },
  });
  return middlewares;
}

/**
 * @param {object} o
 * @param {string} o.dir      the app's folder (absolute)
 * @param {number} o.port     dev-server port
 * @param {string} o.title    the standalone page title
 * @param {object} o.federation ModuleFederationPlugin options without `shared`
 * @param {'development'|'production'} o.mode
 * @param {boolean} [o.remote] a remote: CORS on the dev server, exclude its entry from index.html
 * @param {string} [o.outDir] output folder (default dist)
 * @param {object} [o.define] extra compile-time constants
 */
export function createAppConfig({ dir, port, title, federation, mode, remote = false, outDir = 'dist', define = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const dev = mode === 'development';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.resolve(dir, outDir),
      uniqueName: federation.name,
      publicPath: 'auto',
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The server build (rspack-server.mjs) writes dist/server in the same run.
      clean: { keep: keepServerBuild(path.resolve(dir, outDir)) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // The workspace's contracts from their sources (contracts/package.json, decision 111).
      conditionNames: ['@sap-academy/source', '...'],
      alias: { '@react-router-full$': REACT_ROUTER_FULL, '@styled-components-full$': STYLED_FULL, '@zod-full$': ZOD_FULL },
    },
    module: {
      rules: [
        swcRule({ dev, targets: 'chrome >= 111, firefox >= 111, safari >= 16.4' }),
        { test: /\.(svg|png|jpe?g|webp|avif|woff2)$/, type: 'asset/resource' },
        { test: /\.pdf$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(federation.name),
        __APP_VERSION__: JSON.stringify(pkg.version),
        ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
      }),
      new ModuleFederationPlugin({
        ...federation,
        // Browser builds: leave the federation runtime's Node code paths out (the server
        // render is a separate, federation-free build: rspack-server.mjs).
        experiments: { ...federation.experiments, optimization: { target: 'web' } },
        shared: sharedDependencies(pkg),
        // The shell registers every shared singleton first, so the first registered copy is
        // the one to use. The default, 'version-first', fetched every other remote's
        // remoteEntry.js (and manifest) to compare versions as soon as a page asked for a
        // shared package the start-up had not loaded: a signed-in portal page downloaded the
        // public site's and the back office's entries (about 18 KB gzip, two more round trips).
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      new EsmFederationRuntimePlugin(),
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'src/index.html'),
        templateParameters: { pageTitle: title },
        favicon: path.join(dir, 'src/favicon.svg'),
        // A remote's own page runs it standalone; it must not also inject its remoteEntry.
        chunks: ['main'],
        scriptLoading: 'defer',
        // Absolute, so a deep link served by the SPA fallback still finds its scripts.
        publicPath: '/',
        // The runtime-config placeholder must survive for the server to fill it.
        minify: false,
      }),
      englishOnlyZod(),
      dev && new ReactRefreshRspackPlugin(),
      // The .br/.gz twins nginx serves: a production build is the release artefact.
      !dev && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: { minimize: !dev },
    // The CLI's dev server compiles dynamic imports lazily, on first request. A remote's lazy
    // chunk then waits for its own dev server's update signal, which never reaches a page the
    // shell serves: a remote route stayed at "Loading..." in `npm run dev`.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: remote ? { 'Access-Control-Allow-Origin': '*' } : {},
      client: { overlay: { warnings: false } },
      setupMiddlewares: serveDevRuntimeConfig,
    },
    stats: 'errors-warnings',
    infrastructureLogging: { console: infrastructureConsole() },
  };
}
