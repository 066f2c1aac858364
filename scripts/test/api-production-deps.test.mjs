// Decision 111: the API's production install, as npm works out
// `npm ci --omit=dev --workspace api`, holds no front-end package and no build tool; since
// decision 114, React and react-dom alone, for the e-mail templates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOR_THE_API, productionPackages } from '../lib/production-install.mjs';
import { repoRoot } from '../lib/paths.mjs';

const read = (file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));

test("the api workspace's production install holds no front-end package and no build tool", () => {
  const unwanted = productionPackages('api').filter((name) => NOT_FOR_THE_API.test(name));
  assert.deepEqual(unwanted, []);
});

test('the exceptions are exactly React, react-dom and runtime helpers: the rest of their families stays out', () => {
  for (const name of ['react', 'react-dom', '@swc/helpers']) assert.equal(NOT_FOR_THE_API.test(name), false, name);
  for (const name of ['react-router', 'react-router-dom', 'react-dom-extra', '@types/react', '@swc/core', '@swc/jest', 'styled-components', 'mfe-shared']) {
    assert.equal(NOT_FOR_THE_API.test(name), true, name);
  }
});

test('it holds what the built API requires: its server, database and contracts packages', () => {
  const installed = productionPackages('api');
  // …and the mail templates' renderer and the receipt PDF's writer and font.
  for (const name of [
    'fastify',
    'drizzle-orm',
    'pg',
    '@electric-sql/pglite',
    'zod',
    '@sap-academy/contracts',
    '@react-email/render',
    'pdfkit',
    'dejavu-fonts-ttf',
    // The certificate PDF's QR code (decision 135).
    'qrcode',
  ]) {
    assert.ok(installed.includes(name), `${name} is installed`);
  }
});

test('the contracts package depends on zod alone', () => {
  assert.deepEqual(productionPackages('@sap-academy/contracts'), ['zod']);
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
