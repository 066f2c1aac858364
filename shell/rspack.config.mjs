// The host. Production builds name no remote: URLs arrive at run time through the runtime
// config (docs/decisions/001-runtime-remotes.md). Dev builds declare the remotes statically,
// because only a build-time remote hot-updates inside the host. Production builds also compile
// the renderer that prerenders public pages (dist/server/render.cjs, decision 006) and the page
// server that serves them (dist/server/page-server.cjs, build/page-server.mjs, decision 007).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'mfe-shared/build/rspack-common';
import { createServerConfig } from 'mfe-shared/build/rspack-server';
import { REMOTES, STARTUP_SHARED } from 'mfe-shared/build/federation';
import { NARROW_ENTRIES } from 'mfe-shared/build/shared-option';
import { StartupFilesPlugin } from './build/startup-files.mjs';
import { createPageServerConfig } from './build/page-server.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

const devRemotes = {
  [REMOTES.marketing]: `${REMOTES.marketing}@${process.env.MFE_MARKETING_DEV_URL ?? 'http://localhost:3001'}/mf-manifest.json`,
  [REMOTES.lms]: `${REMOTES.lms}@${process.env.MFE_LMS_DEV_URL ?? 'http://localhost:3002'}/mf-manifest.json`,
  [REMOTES.admin]: `${REMOTES.admin}@${process.env.MFE_ADMIN_DEV_URL ?? 'http://localhost:3003'}/mf-manifest.json`,
};

export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const outDir = process.env.OUT_DIR ?? 'dist';
  const client = createAppConfig({
    dir,
    mode,
    port: 3000,
    title: 'Vidya ERP Academy', // the brand (mfe-shared BRAND_NAME): the tab's title until a page names itself
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
  client.optimization.splitChunks = frameworkChunk();
  const renderer = createServerConfig({ dir, name: 'shell', entry: './server/render/render.tsx', shareExternally: false, outDir });
  // After the renderer's build, which cleans dist/server.
  return [client, renderer, createPageServerConfig({ dir, outDir, after: [renderer.name] })];
};

// The start-up shared packages every page loads (STARTUP_SHARED but the workspace's own
// mfe-shared), the narrow entries that provide some of them, and what they import, in one chunk
// instead of one per package: 8 fewer requests on every first visit, one file that compresses
// better. They change together, on a dependency upgrade; the site's own code (mfe-shared, the
// header, toasts) keeps its chunks. Lazily shared packages (zod, react-hook-form) stay out: a
// page that never needs them never loads them.
const FRAMEWORK_DEPENDENCIES = ['scheduler', 'stylis', '@emotion', 'use-sync-external-store', 'dequal'];
const FRAMEWORK_PACKAGES = [...new Set(STARTUP_SHARED.map((key) => key.split('/')[0]))].filter((name) => name !== 'mfe-shared').concat(FRAMEWORK_DEPENDENCIES);
const FRAMEWORK_MODULE = new RegExp(`[\\\\/]node_modules[\\\\/](${FRAMEWORK_PACKAGES.join('|')})[\\\\/]`);

function frameworkChunk() {
  return {
    cacheGroups: {
      framework: {
        name: 'framework',
        chunks: 'all',
        enforce: true,
        priority: 20,
        test: (module) => FRAMEWORK_MODULE.test(module.resource ?? '') || NARROW_ENTRIES.includes(module.resource),
      },
    },
  };
}
