// Bundle the federation runtime from its ES module builds (docs/decisions/004-lean-shared-runtime.md).
//
// Rspack's ModuleFederationPlugin finds the runtime with `require.resolve`, so the entry it
// generates imports @module-federation/webpack-bundler-runtime's CommonJS build, and every
// `require` inside it pulls the CommonJS build of the runtime, runtime-core, sdk and
// error-codes. CommonJS cannot be tree-shaken: each page shipped the sdk's Node helpers, its
// build-plugin types and manifest code it never runs, twice (host entry and remote entry).
// Every one of these packages also ships ES modules ("module" in its package.json); this
// plugin points the resolved CommonJS entries at them once the federation plugin has set its
// aliases. Same code, same versions: only the module format changes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The packages whose CommonJS entries the federation plugins resolve by path. */
export const FEDERATION_RUNTIME_PACKAGES = Object.freeze([
  '@module-federation/runtime-tools',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/inject-external-runtime-core-plugin',
]);

/**
 * Absolute path of each package's CommonJS entry -> its ES module entry.
 * @returns {Record<string,string>}
 */
export function esmEntries() {
  /** @type {Record<string,string>} */
  const entries = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const dir = packageDir(name);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (!pkg.main || !pkg.module) throw new Error(`${name} no longer ships both "main" and "module": review esm-federation-runtime.mjs`);
    entries[path.join(dir, pkg.main)] = path.join(dir, pkg.module);
  }
  return entries;
}

/** The package's folder: its exports hide package.json, so walk up from its resolved entry. */
function packageDir(name) {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) || !dir.endsWith(path.join(...name.split('/')))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the folder of ${name}`);
    dir = parent;
  }
  return dir;
}

export class EsmFederationRuntimePlugin {
  apply(compiler) {
    const entries = esmEntries();
    // afterPlugins: the federation plugins set their aliases (to CommonJS files) in apply().
    compiler.hooks.afterPlugins.tap('EsmFederationRuntimePlugin', () => {
      const alias = compiler.options.resolve.alias ?? {};
      const redirected = Object.fromEntries(
        Object.entries(alias).map(([key, value]) => [key, typeof value === 'string' && entries[value] ? entries[value] : value]),
      );
      // `$`: exact match, so only the entry file is redirected, never a path below it.
      const byPath = Object.fromEntries(Object.entries(entries).map(([cjs, esm]) => [`${cjs}$`, esm]));
      compiler.options.resolve.alias = { ...redirected, ...byPath };
    });
  }
}
