// The fourth remote that joins the site by configuration alone (decision 307): the smallest remote
// the shell can mount (decision 010's contract: one exposed module whose default export is the
// area's routes), on the shared singletons, built with the repository's Rspack + Module Federation
// setup (mfe-shared/build/rspack-common.mjs, as every remote is built). One fixture for every
// place that mounts it: `npm start`'s stack (e2e/tests/fourth-remote.spec.ts) and the real
// containers (scripts/test-containers.mjs, e2e/containers/fourth-remote.spec.ts).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

/** What the fixture is and shows: its federation name, package version, route and page. */
export const LABS = Object.freeze({
  remote: 'mfe_labs',
  version: '1.0.0',
  prefix: '/labs',
  heading: 'SAP practice labs',
  text: 'Served by the fourth remote, mounted on /labs by configuration alone.',
});

/** The singletons the fixture shares; every requiredVersion comes from its package.json (mfe-shared/build/shared-option.mjs). */
const SINGLETONS = ['mfe-shared', 'react', 'react-dom', 'react-hook-form', 'react-router', 'react-router-dom', 'styled-components', 'swr', 'zod', 'zustand'];

/**
 * The fixture's sources, file → text, on the versions a real remote of the workspace declares.
 * @param {{devPort?: number}} [o]  its standalone dev server's port (a production build ignores it)
 * @returns {Record<string, string>}
 */
export function fixtureSources({ devPort = 3004 } = {}) {
  const declared = JSON.parse(readFileSync(path.join(repoRoot, 'mfe-admin', 'package.json'), 'utf8')).dependencies;
  return {
    'package.json': JSON.stringify({
      name: 'mfe-labs',
      version: LABS.version,
      private: true,
      dependencies: Object.fromEntries(SINGLETONS.map((name) => [name, declared[name]])),
    }),
    'rspack.config.mjs': `
    import path from 'node:path';
    import { fileURLToPath } from 'node:url';
    import { createAppConfig } from 'mfe-shared/build/rspack-common';
    import { EXPOSED_ROUTES } from 'mfe-shared/build/federation';
    const dir = path.dirname(fileURLToPath(import.meta.url));
    export default () => createAppConfig({
      dir, mode: 'production', port: ${devPort}, remote: true, title: 'Labs (standalone)', outDir: 'dist',
      federation: { name: '${LABS.remote}', filename: 'remoteEntry.js', exposes: { [EXPOSED_ROUTES]: './src/labs-routes.tsx' }, manifest: true, experiments: { externalRuntime: true } },
    });
  `,
    'src/index.ts': "void import('./bootstrap');\n",
    'src/bootstrap.tsx': "import { renderStandalone } from 'mfe-shared';\nimport LabsRoutes from './labs-routes';\n\nvoid renderStandalone(<LabsRoutes />);\n",
    'src/labs-routes.tsx': `
    import { RemoteRoot } from 'mfe-shared';
    declare const __APP_NAME__: string;
    declare const __APP_VERSION__: string;
    export default function LabsRoutes() {
      return (
        <RemoteRoot name={__APP_NAME__} version={__APP_VERSION__}>
          <main id="main">
            <h1>${LABS.heading}</h1>
            <p>${LABS.text}</p>
          </main>
        </RemoteRoot>
      );
    }
  `,
  };
}

/**
 * Writes the sources into a folder inside the repository, so the build resolves the workspace's
 * packages: a new one under `parent` (default e2e/artifacts, ignored), or exactly `dir`, emptied first.
 * @param {Record<string, string>} files
 * @param {{parent?: string, dir?: string}} [o]
 * @returns {Promise<string>} the folder
 */
export async function writeFixture(files, { parent = path.join(repoRoot, 'e2e', 'artifacts'), dir } = {}) {
  let folder = dir;
  if (folder) {
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
  } else {
    await mkdir(parent, { recursive: true });
    folder = await mkdtemp(path.join(parent, 'mfe-labs-'));
  }
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), text);
  }
  await copyFile(path.join(repoRoot, 'mfe-admin', 'src', 'index.html'), path.join(folder, 'src', 'index.html'));
  await copyFile(path.join(repoRoot, 'mfe-admin', 'src', 'favicon.svg'), path.join(folder, 'src', 'favicon.svg'));
  return folder;
}

/**
 * `rspack build` of the fixture in `dir`, into `dir/dist`.
 * @param {string} dir
 * @returns {Promise<void>}
 */
export function buildFixture(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production', '--config', 'rspack.config.mjs'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the fixture remote did not build (exit ${code}):\n${output}`))));
  });
}
