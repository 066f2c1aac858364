// The `shared` option of the browser builds (docs/decisions/002-shared-singletons.md, 004): every
// package of SHARED_KEYS as a singleton, and the narrow entries that stand in for react-router and
// styled-components. Build-only: it resolves installed packages, which the page server's image
// does not hold (federation.ts keeps the plain constants).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_KEYS } from './federation.ts';

const require = createRequire(import.meta.url);
const REACT_ROUTER_VERSION = require('react-router/package.json').version;

/** The narrow module provided for the router keys (mfe-shared/src/router/react-router-entry.ts). */
export const ROUTER_ENTRY = fileURLToPath(new URL('../src/router/react-router-entry.ts', import.meta.url));

/** Where the narrow entry finds the real react-router, outside the shared scope. */
export const REACT_ROUTER_FULL = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/development/index.mjs');

/** The narrow module provided for styled-components (mfe-shared/src/styles/styled-components-entry.ts). */
export const STYLED_ENTRY = fileURLToPath(new URL('../src/styles/styled-components-entry.ts', import.meta.url));

/** Where that entry finds the real styled-components (its browser ES module), outside the shared scope. */
export const STYLED_FULL = path.join(path.dirname(require.resolve('styled-components/package.json')), 'dist/styled-components.browser.esm.js');
const STYLED_VERSION = require('styled-components/package.json').version;

/** The narrow module provided for zod (mfe-shared/src/contracts/zod-entry.ts). */
export const ZOD_ENTRY = fileURLToPath(new URL('../src/contracts/zod-entry.ts', import.meta.url));

/** Where that entry finds the real zod (its classic API's ES module), outside the shared scope. */
export const ZOD_FULL = path.join(path.dirname(require.resolve('zod/package.json')), 'v4/classic/external.js');
const ZOD_VERSION = require('zod/package.json').version;

// Both router keys are served by one narrow module (one router context for everybody), and
// styled-components by another: start-up packages, in the shell's framework chunk.
const STARTUP_NARROW = Object.freeze({
  'react-router': { import: ROUTER_ENTRY, version: REACT_ROUTER_VERSION },
  'react-router-dom': { import: ROUTER_ENTRY, version: REACT_ROUTER_VERSION },
  'styled-components': { import: STYLED_ENTRY, version: STYLED_VERSION },
});
// zod too, but it is shared lazily (a page that parses nothing never loads it), so its entry
// stays out of the framework chunk.
const NARROW = Object.freeze({ ...STARTUP_NARROW, zod: { import: ZOD_ENTRY, version: ZOD_VERSION } });

/** The start-up narrow entry files: modules the host provides in place of a package, loaded by every page. */
export const NARROW_ENTRIES = Object.freeze([...new Set(Object.values(STARTUP_NARROW).map((entry) => entry.import))]);

/**
 * The `shared` option for ModuleFederationPlugin.
 * @param {{name?: string, dependencies?: Record<string,string>}} pkg the building app's package.json
 */
export function sharedDependencies(pkg) {
  const deps = pkg.dependencies ?? {};
  const shared = {};
  for (const [name, keys] of Object.entries(SHARED_KEYS)) {
    const requiredVersion = deps[name];
    if (!requiredVersion) {
      throw new Error(`${pkg.name}: shared dependency "${name}" must be listed in dependencies`);
    }
    for (const key of keys) {
      shared[key] = { singleton: true, requiredVersion, eager: false, ...NARROW[key] };
    }
  }
  return shared;
}
