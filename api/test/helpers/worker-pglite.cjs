// One PGlite per jest worker, in the worker's realm, for the test files' shared database
// (test/helpers/database.ts). Starting PGlite from the migrated dump cost each driver-dependent
// file about 1.1 s of CPU (4-6 s wall under load): copying PGlite's file bundle and the 41 MB dump
// into its in-memory file system and starting PostgreSQL (docs/perf/test-time.md). The files
// reach this instance only through test/helpers/worker-pglite-client.ts, which copies every value
// crossing between the realms, since objects made here fail `instanceof` and `toStrictEqual`'s
// type check in a file's realm.
const path = require('node:path');

/**
 * A Blob-like over bytes in memory: PGlite only calls arrayBuffer() (Node's Blob streams in chunks).
 * @param {Uint8Array} contents
 * @returns {Blob} typed as what PGlite's options declare
 */
const bytes = (contents) => /** @type {Blob} */ (/** @type {unknown} */ ({ arrayBuffer: async () => new Uint8Array(contents).buffer }));

let current; // { templateFile, client: Promise<PGlite> }

async function start(templateFile, readImmutableFile) {
  const { PGlite } = require('@electric-sql/pglite');
  unrefTimersOf(PGlite.prototype);
  const bundle = readImmutableFile(path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.data'));
  const client = new PGlite({
    dataDir: 'memory://',
    loadDataDir: bytes(readImmutableFile(templateFile)),
    fsBundle: bytes(bundle),
    // Starting from the dump arms PostgreSQL's startup-progress timer, a repeating setTimeout that
    // only close() stops, and this PGlite is never closed.
    startParams: [...PGlite.defaultStartParams, '-c', 'log_startup_progress_interval=0'],
  });
  await client.waitReady;
  return client;
}

/**
 * PostgreSQL arms a 10 s timer after a write (the statistics flush), through Emscripten's
 * setitimer and so the global setTimeout, and PGlite never disarms it; when it fires, the handler
 * may arm the next one. Nothing closes this PGlite, so those timers would keep the jest worker
 * alive after its last file: jest-worker then force-kills it with a warning about leaking tests,
 * and a --runInBand run waits. Every query runs PostgreSQL synchronously in execProtocolRawSync;
 * timers armed during that call, or during those timers' own callbacks, are unref'd.
 */
function unrefTimersOf(prototype) {
  // This realm's PGlite class serves only the worker's instances (each file loads its own copy),
  // and its start-up queries (the array types) already arm the timer: patched on the class, once.
  if (prototype.execProtocolRawSync.unrefsTimers) return;
  const run = prototype.execProtocolRawSync;
  prototype.execProtocolRawSync = function (message) {
    return withUnrefTimers(() => run.call(this, message));
  };
  prototype.execProtocolRawSync.unrefsTimers = true;
}

function withUnrefTimers(run) {
  const original = globalThis.setTimeout;
  /** @type {(callback: (...args: unknown[]) => void, delay?: number, ...rest: unknown[]) => NodeJS.Timeout} */
  const unrefd = (callback, delay, ...rest) => original((...args) => withUnrefTimers(() => callback(...args)), delay, ...rest).unref();
  globalThis.setTimeout = /** @type {typeof setTimeout} */ (/** @type {unknown} */ (unrefd));
  try {
    return run();
  } finally {
    globalThis.setTimeout = original;
  }
}

/**
 * The worker's PGlite, started from this migrated dump. A fresh one replaces it when the dump
 * differs or `replace` is set (a file left a transaction open: the next file must not inherit it).
 */
async function workerPglite(templateFile, readImmutableFile, replace = false) {
  if (current && (replace || current.templateFile !== templateFile)) {
    const old = current.client;
    current = undefined;
    // Not awaited: close() waits for the transaction in progress, which may never end.
    old.then((client) => client.close()).catch(() => undefined);
  }
  if (!current) {
    const client = start(templateFile, readImmutableFile);
    current = { templateFile, client };
    client.catch(() => {
      if (current?.client === client) current = undefined;
    });
  }
  return current.client;
}

/** A file's query parameters, remade here: PGlite serialises by `instanceof Date` / `Uint8Array`. */
function toWorkerRealm(value) {
  if (value === null || typeof value !== 'object') return value;
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return new Date(value.getTime());
  if (ArrayBuffer.isView(value)) {
    // Copied from a view, so the new bytes' buffer is this realm's too (`buffer.slice` keeps the source's).
    return new Uint8Array(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
  }
  // Not `value.map`: that makes its result with the source array's constructor, of the other realm.
  if (Array.isArray(value)) return Array.from(value, toWorkerRealm);
  return value;
}

module.exports = { workerPglite, toWorkerRealm };
