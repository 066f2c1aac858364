// The back-office remote: exposes one narrow module, its route tree, and emits mf-manifest.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'mfe-shared/build/rspack-common';
import { EXPOSED_ROUTES, REMOTES } from 'mfe-shared/build/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return createAppConfig({
    dir,
    mode,
    port: 3003,
    remote: true,
    title: 'Back office (standalone)',
    outDir: process.env.OUT_DIR ?? 'dist',
    federation: {
      name: REMOTES.admin,
      filename: 'remoteEntry.js',
      exposes: { [EXPOSED_ROUTES]: './src/app/admin-routes.tsx' },
      manifest: true,
      // Production: use the shell's federation runtime instead of shipping a second copy.
      // Development keeps its own so the remote still runs standalone on its port.
      ...(mode === 'production' ? { experiments: { externalRuntime: true } } : {}),
    },
  });
};
