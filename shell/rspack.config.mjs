// The host. Production builds name no remote: URLs arrive at run time through the runtime
// config (docs/decisions/001-runtime-remotes.md). Dev builds declare the remotes statically,
// because only a build-time remote hot-updates inside the host. Production builds also compile
// the renderer that prerenders public pages (dist/server/render.cjs, decision 006).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'mfe-shared/build/rspack-common';
import { createServerConfig } from 'mfe-shared/build/rspack-server';
import { REMOTES } from 'mfe-shared/build/federation';
import { StartupFilesPlugin } from './build/startup-files.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

const devRemotes = {
  [REMOTES.marketing]: `${REMOTES.marketing}@${process.env.MFE_MARKETING_DEV_URL ?? 'http://localhost:3001'}/mf-manifest.json`,
  [REMOTES.lms]: `${REMOTES.lms}@${process.env.MFE_LMS_DEV_URL ?? 'http://localhost:3002'}/mf-manifest.json`,
};

export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const outDir = process.env.OUT_DIR ?? 'dist';
  const client = createAppConfig({
    dir,
    mode,
    port: 3000,
    title: 'SAP Academy',
    outDir,
    federation: {
      name: 'shell',
      remotes: mode === 'development' ? devRemotes : {},
      // One federation runtime per page: production remotes borrow the shell's
      // (docs/decisions/004-lean-shared-runtime.md).
      ...(mode === 'production' ? { experiments: { provideExternalRuntime: true } } : {}),
    },
  });
  if (mode !== 'production') return client;
  client.plugins.push(new StartupFilesPlugin());
  return [client, createServerConfig({ dir, name: 'shell', entry: './src/server/render.tsx', shareExternally: false, outDir })];
};
