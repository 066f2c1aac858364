// The API tests' jest environment: Node's, plus a cache that lives as long as the jest worker.
// Jest gives every test file a fresh realm and module registry, so without this each file read
// PGlite's 6 MB file bundle and the 41 MB migrated data-dir dump from disk again
// (docs/perf/test-time.md). This module is loaded once per worker, outside the files' realms, so
// what it holds is shared by the files that worker runs. It hands out bytes only: each file still
// starts its own PGlite from them (test/helpers/database.ts). PGlite's compiled WebAssembly
// module cannot be shared the same way: PGlite checks `instanceof WebAssembly.Module` in the
// file's realm, which a module compiled in this realm fails.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

let pgliteFsBundle;
const files = new Map();

const worker = {
  /** PGlite's file-system bundle (its share/ and lib/ folders). */
  pgliteFsBundle() {
    pgliteFsBundle ??= readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.data'));
    return pgliteFsBundle;
  },
  /** A file's bytes, read once per worker: only for files that never change once written. */
  readImmutableFile(file) {
    if (!files.has(file)) files.set(file, readFileSync(file));
    return files.get(file);
  },
};

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__apiTestWorker = worker;
  }
}

module.exports = ApiTestEnvironment;
