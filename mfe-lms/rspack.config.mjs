// The portal remote: exposes one narrow module, its route tree, and emits mf-manifest.json.
// Production builds also compile that module for Node (dist/server): the shell's renderer
// prerenders the portal's pages in both session variants (docs/decisions/012-portal-first-paint.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'mfe-shared/build/rspack-common';
import { createServerConfig } from 'mfe-shared/build/rspack-server';
import { EXPOSED_ROUTES, REMOTES } from 'mfe-shared/build/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));
const ROUTES_MODULE = './src/app/lms-routes.tsx';

export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const outDir = process.env.OUT_DIR ?? 'dist';
  const config = createAppConfig({
    dir,
    mode,
    port: 3002,
    remote: true,
    title: 'Learning portal (standalone)',
    outDir,
    federation: {
      name: REMOTES.lms,
      filename: 'remoteEntry.js',
      exposes: { [EXPOSED_ROUTES]: ROUTES_MODULE },
      manifest: true,
      // Production: use the shell's federation runtime instead of shipping a second copy.
      // Development keeps its own so the remote still runs standalone on its port.
      ...(mode === 'production' ? { experiments: { externalRuntime: true } } : {}),
    },
  });
  if (mode !== 'production') return config;
  return [config, createServerConfig({ dir, name: REMOTES.lms, entry: ROUTES_MODULE, shareExternally: true, outDir })];
};
