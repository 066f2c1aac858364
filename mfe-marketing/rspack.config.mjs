// The marketing remote: exposes one narrow module, its route tree, and emits mf-manifest.json.
// Production builds also compile that module for Node (dist/server), which the shell's
// renderer uses to prerender the public pages (docs/decisions/006-prerendered-public-pages.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'mfe-shared/build/rspack-common';
import { createServerConfig } from 'mfe-shared/build/rspack-server';
import { EXPOSED_ROUTES, REMOTES } from 'mfe-shared/build/federation';
import { SeoFilesPlugin } from './build/seo-files.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const ROUTES_MODULE = './src/app/marketing-routes.tsx';

export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const outDir = process.env.OUT_DIR ?? 'dist';
  const config = createAppConfig({
    dir,
    mode,
    port: 3001,
    remote: true,
    title: 'Public site (standalone)',
    outDir,
    federation: {
      name: REMOTES.marketing,
      filename: 'remoteEntry.js',
      exposes: { [EXPOSED_ROUTES]: ROUTES_MODULE },
      manifest: true,
      // Production: use the shell's federation runtime instead of shipping a second copy.
      // Development keeps its own so the remote still runs standalone on its port.
      ...(mode === 'production' ? { experiments: { externalRuntime: true } } : {}),
    },
  });
  config.plugins.push(new SeoFilesPlugin(path.join(dir, 'src/config/public-routes.json')));
  if (mode !== 'production') return config;
  return [config, createServerConfig({ dir, name: REMOTES.marketing, entry: ROUTES_MODULE, shareExternally: true, outDir })];
};
