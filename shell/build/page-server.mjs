// The shell's third production build: its page server (server/*.ts) for Node, one CommonJS file,
// dist/server/page-server.cjs (docs/decisions/007-page-server-in-the-shell.md). Everything is
// bundled but the packages in PAGE_SERVER_PACKAGES, which stay `require`s of real installed
// packages: they must be production dependencies of the shell, because the renderer image
// installs exactly those (`npm ci --omit=dev --workspace shell`). After emitting it, the build
// loads that file and writes the nginx header templates from it (NginxHeadersPlugin), so the
// shell's nginx image and the page server carry the same policy and the same loader hash.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { swcRule } from 'mfe-shared/build/rspack-common';

const require = createRequire(import.meta.url);

/** The packages the page server requires at run time (its HTTP server). */
export const PAGE_SERVER_PACKAGES = Object.freeze(['fastify', '@fastify/static']);
const PAGE_SERVER_FILE = 'page-server.cjs';
/** The local stack's entry (npm start, e2e, benchmarks): not shipped in the renderer image. */
export const LOCAL_SERVERS_FILE = 'local-servers.cjs';

/** "@fastify/static/x" -> "@fastify/static", "fastify" -> "fastify". */
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

class NginxHeadersPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('NginxHeadersPlugin', async () => {
      const out = compiler.options.output.path;
      const file = path.join(out, PAGE_SERVER_FILE);
      delete require.cache[file];
      const { nginxHeaderTemplates, NGINX_TEMPLATE_DIR } = require(file);
      const dir = path.join(out, NGINX_TEMPLATE_DIR);
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      for (const [name, text] of Object.entries(nginxHeaderTemplates())) await writeFile(path.join(dir, name), text);
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir       the shell's folder
 * @param {string} [o.outDir]
 * @param {string[]} [o.after] configs (by name) that clean dist/server first: this one only adds to it
 */
export function createPageServerConfig({ dir, outDir = 'dist', after = [] }) {
  const pkg = require(path.join(dir, 'package.json'));
  for (const name of PAGE_SERVER_PACKAGES) {
    if (!pkg.dependencies?.[name])
      throw new Error(`${pkg.name}: the page server's package ${name} must be in dependencies (the renderer image installs only those)`);
  }
  return {
    name: 'shell-page-server',
    dependencies: after,
    mode: 'production',
    context: dir,
    target: 'node20.19',
    entry: { 'page-server': './server/page-server.ts', 'local-servers': './server/local-servers.ts' },
    devtool: 'source-map',
    output: {
      path: path.resolve(dir, outDir, 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: false,
    },
    // The contracts from their sources, as the other builds take them (rspack-common.mjs): the
    // renderer image builds no contracts/dist.
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['@sap-academy/source', '...'] },
    externalsType: 'commonjs',
    externals: [
      ({ request, contextInfo }, callback) => {
        if (request && !isBuiltin(request) && PAGE_SERVER_PACKAGES.includes(packageOf(request))) return callback(null, `commonjs ${request}`);
        // The local entry re-exports the production entry by requiring its built file: one copy
        // of the page server, and the production file holds nothing of the local stack.
        if (request === './page-server' && /[\\/]local-servers\.ts$/.test(contextInfo?.issuer ?? '')) return callback(null, `commonjs ./${PAGE_SERVER_FILE}`);
        return callback();
      },
    ],
    // __dirname and __filename are the bundle's own (main.ts finds its dist by them).
    node: { __dirname: false, __filename: false },
    module: {
      rules: [swcRule({ targets: 'node >= 20.19' })],
    },
    plugins: [new NginxHeadersPlugin()],
    // Readable stack traces in server logs.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
