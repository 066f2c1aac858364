// mfe-shared/build/esm-federation-runtime.mjs: the federation runtime's CommonJS entries are
// redirected to their ES module builds, by alias and by absolute path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { EsmFederationRuntimePlugin, FEDERATION_RUNTIME_PACKAGES, esmEntries } from '../esm-federation-runtime.mjs';

test('every runtime package maps its CommonJS entry to an ES module file that exists', () => {
  const entries = esmEntries();
  assert.equal(Object.keys(entries).length, FEDERATION_RUNTIME_PACKAGES.length);
  for (const [cjs, esm] of Object.entries(entries)) {
    assert.match(cjs, /\.cjs$/);
    assert.match(esm, /\.m?js$/);
    assert.ok(existsSync(cjs) && existsSync(esm), `${cjs} -> ${esm}`);
  }
});

test('after the federation plugins set their aliases, CommonJS targets become ES modules and other aliases stay', () => {
  const entries = esmEntries();
  const runtimeEntry = Object.entries(entries).find(([cjs]) => cjs.includes('/@module-federation/runtime/'));
  assert.ok(runtimeEntry, 'the federation runtime has a CommonJS → ES module entry');
  const [runtimeCjs, runtimeEsm] = runtimeEntry;
  const taps = [];
  const compiler = {
    options: { resolve: { alias: { '@module-federation/runtime': runtimeCjs, '@react-router-full$': '/app/router.mjs' } } },
    hooks: { afterPlugins: { tap: (_name, fn) => taps.push(fn) } },
  };
  new EsmFederationRuntimePlugin().apply(compiler);
  assert.equal(taps.length, 1);
  taps[0]();
  const { alias } = compiler.options.resolve;
  assert.equal(alias['@module-federation/runtime'], runtimeEsm);
  assert.equal(alias['@react-router-full$'], '/app/router.mjs');
  // The generated federation entry imports the bundler runtime by absolute path.
  for (const [cjs, esm] of Object.entries(entries)) assert.equal(alias[`${cjs}$`], esm);
});
