// The part of PGlite's client that drizzle calls (query, exec, transaction), over the jest
// worker's one PGlite (test/helpers/worker-pglite.cjs). That instance lives in the worker's realm,
// so what it returns and throws is copied into this file's realm: a row, Date, Uint8Array, JSON
// value or error made there fails `instanceof` here and `toStrictEqual`'s type check. Parameters go
// the other way through the worker's `toWorkerRealm`, since PGlite serialises by `instanceof`.
import type { PGlite } from '@electric-sql/pglite';

type Query = (text: string, params?: unknown[], options?: unknown) => Promise<unknown>;
type Exec = (text: string, options?: unknown) => Promise<unknown>;

/** The worker's PGlite or one of its transactions, as seen from this realm. */
interface Queryable {
  query: Query;
  exec: Exec;
}
interface WorkerTransaction extends Queryable {
  rollback(): Promise<void>;
  readonly closed: boolean;
}
export interface WorkerPglite extends Queryable {
  transaction<T>(run: (tx: WorkerTransaction) => Promise<T>): Promise<T>;
  isInTransaction(): boolean;
}

/** Error classes of this realm named as PGlite's, so logs name the type as before (src/lib/logging.ts). */
type ErrorClass = new (message: string) => Error;
const errorClasses = new Map<string, ErrorClass>();
function errorClass(name: string): ErrorClass {
  let named = errorClasses.get(name);
  if (!named) {
    // A class in a computed property takes the key as its name.
    const holder: Record<string, ErrorClass> = { [name]: class extends Error {} };
    named = holder[name]!;
    errorClasses.set(name, named);
  }
  return named;
}

/** A value made in the worker's realm, remade in this one (plain data: rows, results, errors). */
export function toFileRealm(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object Date]') return new Date((value as Date).getTime());
  if (ArrayBuffer.isView(value)) {
    // Copied from a view, so the new bytes' buffer is this realm's too (`buffer.slice` keeps the source's).
    return new Uint8Array(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
  }
  // Not `value.map`: that makes its result with the source array's constructor, of the other realm.
  if (Array.isArray(value)) return Array.from(value, toFileRealm);
  if (tag === '[object Error]') {
    const source = value as Error;
    const copy = new (errorClass(source.constructor?.name || 'Error'))(source.message);
    for (const [key, field] of Object.entries(source)) (copy as unknown as Record<string, unknown>)[key] = toFileRealm(field);
    copy.name = source.name;
    copy.stack = source.stack;
    return copy;
  }
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, toFileRealm(field)]));
}

async function settled<T>(run: () => Promise<T>): Promise<T> {
  try {
    return toFileRealm(await run()) as T;
  } catch (error) {
    throw toFileRealm(error);
  }
}

function queryable(target: Queryable, toWorkerRealm: (value: unknown) => unknown): Queryable {
  return {
    query: (text, params, options) => settled(() => target.query(text, params && (toWorkerRealm(params) as unknown[]), options)),
    exec: (text, options) => settled(() => target.exec(text, options)),
  };
}

/** A client for drizzle (`drizzle({ client })`) that runs everything on the worker's PGlite. */
export function workerPgliteClient(worker: WorkerPglite, toWorkerRealm: (value: unknown) => unknown): PGlite {
  const client = {
    waitReady: Promise.resolve(),
    ...queryable(worker, toWorkerRealm),
    async transaction<T>(run: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
      try {
        return await worker.transaction((tx) =>
          run({
            ...queryable(tx, toWorkerRealm),
            rollback: () => settled(() => tx.rollback()),
            get closed() {
              return tx.closed;
            },
          }),
        );
      } catch (error) {
        // The callback's own errors (a domain error, drizzle's rollback) are this realm's and keep
        // their class; only an error from PGlite itself (BEGIN or COMMIT failing) is copied.
        throw error instanceof Error ? error : toFileRealm(error);
      }
    },
  };
  return client as unknown as PGlite;
}
