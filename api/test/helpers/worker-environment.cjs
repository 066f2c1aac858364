// The API tests' jest environment: Node's, plus a cache that lives as long as the jest worker.
// Jest gives every test file a fresh realm and module registry, so without this each file read
// PGlite's 6 MB file bundle and the 41 MB migrated data-dir dump from disk again
// (docs/perf/test-time.md). This module is loaded once per worker, outside the files' realms, so
// what it holds is shared by the files that worker runs: bytes, zxcvbn-ts's estimator, and one
// PGlite that the files reach only through a client copying values between the realms
// (worker-pglite.cjs, test/helpers/worker-pglite-client.ts).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');
const { workerPglite, toWorkerRealm } = require('./worker-pglite.cjs');

let pgliteFsBundle;
const files = new Map();
let zxcvbn;

/**
 * zxcvbn-ts and its English and common dictionaries, loaded in this realm once per worker. Ranking
 * the dictionaries (about 230,000 words) when src/domain/password-strength.ts builds its estimator
 * took 0.8 s alone and 1.2-1.6 s inside a loaded jest worker, in every file that registers a user
 * (docs/perf/test-time.md). test/helpers/zxcvbn/*.cjs hand the files these modules instead of
 * their own copies, so the same options reach `ZxcvbnFactory` and the estimator built from them is
 * reused, as one long-lived production process reuses its one estimator.
 */
function zxcvbnModules() {
  if (!zxcvbn) {
    const core = require('@zxcvbn-ts/core');
    const common = require('@zxcvbn-ts/language-common');
    const en = require('@zxcvbn-ts/language-en');
    const shared = new Set([...Object.values(common.dictionary), ...Object.values(en.dictionary), ...Object.values(common.adjacencyGraphs), en.translations]);
    zxcvbn = { core, common, en, shared, estimators: [] };
  }
  return zxcvbn;
}

/** Options whose every object is one of the shared modules' (so caching them holds no file's objects). */
function sharedOptionsOnly(options, shared) {
  return Object.values(options).every((value) => {
    if (value === null || typeof value !== 'object') return true;
    if (shared.has(value)) return true;
    return Object.values(value).every((inner) => inner === null || typeof inner !== 'object' || shared.has(inner));
  });
}

/** Shallow, in this realm: the file's own option objects are copied, the shared values kept. */
function copyOptions(options) {
  const copy = {};
  for (const [key, value] of Object.entries(options)) {
    copy[key] = value !== null && typeof value === 'object' && !zxcvbn.shared.has(value) ? Object.assign({}, value) : value;
  }
  return copy;
}

function sameOptions(a, b) {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const [x, y] = [a[key], b[key]];
    if (x === y) return true;
    if (x === null || y === null || typeof x !== 'object' || typeof y !== 'object') return false;
    const inner = Object.keys(x);
    return inner.length === Object.keys(y).length && inner.every((k) => Object.prototype.hasOwnProperty.call(y, k) && x[k] === y[k]);
  });
}

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
  /** The worker's one PGlite, started from this migrated dump (worker-pglite.cjs). */
  pglite(templateFile, replace = false) {
    return workerPglite(templateFile, worker.readImmutableFile, replace);
  },
  /** A file's query parameters remade in this realm, for the worker's PGlite. */
  toWorkerRealm,
  /** Values a file computed once that every later file in the worker may reuse (strings only). */
  memo: new Map(),
  /** The worker's zxcvbn-ts modules (core, language-common, language-en). */
  zxcvbnModules,
  /**
   * A real zxcvbn-ts estimator for these options: the worker's earlier one when a file passes the
   * same shared dictionaries, graphs and translations (and no custom matchers), a new one otherwise.
   */
  zxcvbnEstimator(options = {}, customMatchers = {}) {
    const { core, shared, estimators } = zxcvbnModules();
    const cacheable = Object.keys(customMatchers).length === 0 && sharedOptionsOnly(options, shared);
    if (!cacheable) return new core.ZxcvbnFactory(options, customMatchers);
    const found = estimators.find((entry) => sameOptions(entry.options, options));
    if (found) return found.estimator;
    const own = copyOptions(options);
    const estimator = new core.ZxcvbnFactory(own, {});
    estimators.push({ options: own, estimator });
    return estimator;
  },
};

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__apiTestWorker = worker;
  }
}

module.exports = ApiTestEnvironment;
