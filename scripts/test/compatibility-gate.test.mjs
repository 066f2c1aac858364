// The release gate (decision 308) on manifests shaped as the builds write them: a remote built
// against another React, router or mfe-shared is refused with both versions named; a patch-level
// difference, or a shell inside the remote's range, is accepted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkCompatibility, incompatibility } from '../lib/release/compatibility-gate.mjs';

const SUB_PATHS = new Set(['react/jsx-runtime', 'react-dom/client']);

/** @param {Record<string, [string, string]>} shared name → [version, requiredVersion] */
const manifest = (name, shared, exposes = ['./routes'], buildVersion = '0.2.0') => ({
  name,
  metaData: { buildInfo: { buildVersion } },
  // As @module-federation/enhanced writes them: a sub-path shared through a trailing-slash key
  // (react/jsx-runtime, react-dom/client) carries no `singleton`; shell/dist/mf-manifest.json is so.
  shared: Object.entries(shared).map(([key, [version, requiredVersion]]) => ({
    name: key,
    version,
    requiredVersion,
    ...(SUB_PATHS.has(key) ? {} : { singleton: true }),
  })),
  exposes: exposes.map((path) => ({ name: path.slice(2), path })),
});

// As shell/dist/mf-manifest.json lists them today.
const shell = manifest('shell', {
  react: ['19.3.1', '19.3.1'],
  'react/jsx-runtime': ['19.3.1', '^19.3.1'],
  'react-dom': ['19.3.1', '19.3.1'],
  'react-dom/client': ['19.3.1', '^19.3.1'],
  'react-router-dom': ['7.18.5', '^7.18.5'],
  'styled-components': ['6.6.0', '^6.6.0'],
  swr: ['2.5.1', '^2.5.1'],
  zod: ['4.6.7', '^4.6.7'],
  zustand: ['5.1.0', '^5.1.0'],
  'mfe-shared': ['0.4.0', '0.4.0'],
  'mfe-shared/contracts': ['0.4.0', '0.4.0'],
});

/** The one problem found (and that there is exactly one). */
const only = (/** @type {string[]} */ problems) => {
  assert.equal(problems.length, 1, problems.join('\n'));
  return problems[0] ?? '';
};

/** The portal as built today, with `changes` applied. */
const portal = (changes = {}, exposes) =>
  manifest(
    'mfe_lms',
    {
      react: ['19.3.1', '19.3.1'],
      'react/jsx-runtime': ['19.3.1', '19.3.1'],
      'react-dom': ['19.3.1', '19.3.1'],
      'react-router-dom': ['7.18.5', '^7.18.5'],
      zustand: ['5.1.0', '^5.1.0'],
      zod: ['4.6.7', '^4.6.7'],
      'react-hook-form': ['7.66.0', '^7.66.0'],
      'mfe-shared': ['0.4.0', '0.4.0'],
      'mfe-shared/contracts': ['0.4.0', '0.4.0'],
      ...changes,
    },
    exposes,
  );

test('a remote built against the shell’s own versions passes', () => {
  assert.deepEqual(checkCompatibility({ remote: portal(), shell }), []);
});

test('a remote built against another React major is refused, naming the package and both versions', () => {
  const problems = checkCompatibility({ remote: portal({ react: ['20.0.0', '20.0.0'], 'react/jsx-runtime': ['20.0.0', '20.0.0'] }), shell });
  assert.equal(problems.length, 2);
  const [react = '', jsxRuntime = ''] = problems;
  assert.match(react, /^mfe_lms 0\.2\.0 was built against react 20\.0\.0; the shell in production provides 19\.3\.1/);
  assert.match(jsxRuntime, /react\/jsx-runtime 20\.0\.0.*provides 19\.3\.1/);
});

test('a minor version apart outside the remote’s range is refused; a patch level apart is accepted', () => {
  assert.match(
    only(checkCompatibility({ remote: portal({ react: ['19.4.0', '19.4.0'] }), shell })),
    /react 19\.4\.0; the shell in production provides 19\.3\.1: more than a patch-level difference/,
  );
  assert.deepEqual(checkCompatibility({ remote: portal({ react: ['19.3.2', '19.3.2'], 'react-dom': ['19.3.0', '19.3.0'] }), shell }), []);
});

test('a shell inside the remote’s range is accepted, even a newer minor', () => {
  // Built against router 7.17 asking for ^7.17.0: the shell's 7.18.5 satisfies it.
  assert.deepEqual(checkCompatibility({ remote: portal({ 'react-router-dom': ['7.17.0', '^7.17.0'] }), shell }), []);
  // Built against 7.19 asking for ^7.19.0: the shell's 7.18.5 does not, and 7.18 ≠ 7.19.
  const problem = only(checkCompatibility({ remote: portal({ 'react-router-dom': ['7.19.0', '^7.19.0'] }), shell }));
  assert.match(problem, /react-router-dom 7\.19\.0 \(asks for \^7\.19\.0\); the shell in production provides 7\.18\.5/);
});

test('mfe-shared: a remote built against a newer minor than the shell is refused (its new exports are missing); an older one passes', () => {
  const problem = only(checkCompatibility({ remote: portal({ 'mfe-shared': ['0.5.0', '0.5.0'] }), shell }));
  assert.match(problem, /mfe-shared 0\.5\.0; the shell in production provides 0\.4\.0: a newer build than the shell provides/);
  assert.deepEqual(checkCompatibility({ remote: portal({ 'mfe-shared': ['0.3.2', '0.3.2'] }), shell }), []);
  assert.match(only(checkCompatibility({ remote: portal({ 'mfe-shared': ['1.0.0', '1.0.0'] }), shell })), /another major version/);
});

test('the module the route map loads must be exposed, and its contract (mfe-shared) must be shared', () => {
  const missing = only(checkCompatibility({ remote: portal({}, ['./admin-routes']), shell }));
  assert.match(missing, /does not expose \.\/routes, which the route map loads from it \(it exposes \.\/admin-routes\)/);
  const noContract = portal();
  noContract.shared = noContract.shared.filter((entry) => !entry.name.startsWith('mfe-shared'));
  assert.match(only(checkCompatibility({ remote: noContract, shell })), /does not share mfe-shared/);
});

test('packages the shell does not share, and packages outside the singleton list, are not gated', () => {
  // react-hook-form is shared by the remotes, not by the shell: nothing of the shell's to compare.
  assert.deepEqual(checkCompatibility({ remote: portal({ 'react-hook-form': ['8.0.0', '8.0.0'], lodash: ['1.0.0', '1.0.0'] }), shell }), []);
});

test('a patch-level difference is always accepted, a major difference never (any versions)', () => {
  const version = fc.tuple(fc.nat(30), fc.nat(30), fc.nat(30));
  fc.assert(
    fc.property(version, fc.nat(30), (parts, patch) => {
      const [major, minor] = parts;
      const built = parts.join('.');
      const provided = `${major}.${minor}.${patch}`;
      assert.equal(incompatibility('react', { built, required: built, provided }), undefined);
      assert.notEqual(incompatibility('react', { built, required: built, provided: `${major + 1}.${minor}.${patch}` }), undefined);
    }),
  );
});
