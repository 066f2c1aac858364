// Issue 14 (decision 111): the API's production install, computed from package-lock.json as
// `npm ci --omit=dev --workspace api` installs it, holds no React-family package and no build tool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOR_THE_API, productionClosure } from '../lib/production-closure.mjs';
import { repoRoot } from '../lib/paths.mjs';

const read = (file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const lock = read('package-lock.json');
const names = (closure) => [...new Set(closure.values())].sort();

test("the api workspace's production install holds no front-end package and no build tool", () => {
  const unwanted = names(productionClosure(lock, 'api')).filter((name) => NOT_FOR_THE_API.test(name));
  assert.deepEqual(unwanted, []);
});

test('it holds what the built API requires: its server, database and contracts packages', () => {
  const installed = names(productionClosure(lock, 'api'));
  for (const name of ['fastify', 'drizzle-orm', 'pg', '@electric-sql/pglite', 'zod', '@sap-academy/contracts']) {
    assert.ok(installed.includes(name), `${name} is installed`);
  }
});

test('the contracts package depends on zod alone', () => {
  assert.deepEqual(names(productionClosure(lock, 'contracts')), ['zod']);
  const pkg = read('contracts/package.json');
  assert.deepEqual(Object.keys(pkg.dependencies), ['zod']);
  assert.equal(pkg.peerDependencies, undefined);
});

test('tsx and esbuild are development tools of the api, and it does not depend on mfe-shared', () => {
  const pkg = read('api/package.json');
  for (const name of ['tsx', 'esbuild']) {
    assert.equal(pkg.dependencies[name], undefined, `${name} is a production dependency`);
    assert.ok(pkg.devDependencies[name], `${name} is a dev dependency`);
  }
  assert.equal(pkg.dependencies['mfe-shared'], undefined);
  assert.match(pkg.scripts.start, /^node (--\S+ )*dist\/server\.js$/);
});

test("the closure follows a workspace's peer dependencies, as npm installs them", () => {
  // How React used to reach the API: a workspace link whose package asks for React as a peer.
  const fixture = {
    packages: {
      api: { dependencies: { shared: '0.1.0' } },
      shared: { name: 'shared', peerDependencies: { react: '19', zod: '4', swr: '2' }, peerDependenciesMeta: { swr: { optional: true } } },
      'node_modules/shared': { resolved: 'shared', link: true },
      'node_modules/react': { version: '19.0.0' },
      'node_modules/zod': { version: '4.0.0' },
      'node_modules/swr': { version: '2.0.0' },
    },
  };
  assert.deepEqual(names(productionClosure(fixture, 'api')), ['react', 'shared', 'zod']);
});
