// The marketing remote: exposes one narrow module, its route tree, and emits mf-manifest.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'mfe-shared/build/rspack-common';
import { EXPOSED_ROUTES, REMOTES } from 'mfe-shared/build/federation';
import { SeoFilesPlugin } from './build/seo-files.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const config = createAppConfig({
    dir,
    mode,
    port: 3001,
    remote: true,
    title: 'Public site (standalone)',
    outDir: process.env.OUT_DIR ?? 'dist',
    federation: {
      name: REMOTES.marketing,
      filename: 'remoteEntry.js',
      exposes: { [EXPOSED_ROUTES]: './src/app/marketing-routes.tsx' },
      manifest: true,
      // Production: use the shell's federation runtime instead of shipping a second copy.
      // Development keeps its own so the remote still runs standalone on its port.
      ...(mode === 'production' ? { experiments: { externalRuntime: true } } : {}),
    },
  });
  config.plugins.push(new SeoFilesPlugin(path.join(dir, 'src/config/public-routes.json')));
  return config;
};
