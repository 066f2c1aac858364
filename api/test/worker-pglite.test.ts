// The jest worker's one PGlite, shared by the files that worker runs (test/helpers/database.ts):
// each file must start as it did from a PGlite of its own, and see values of its own realm.
import { eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { sharedTestDatabase, type TestDatabase } from './helpers/database';

type DatabaseModule = typeof import('./helpers/database');
// Loaded again in their own module registries, as the worker's next files load it.
const nextFiles: DatabaseModule[] = [];
for (let i = 0; i < 2; i++) jest.isolateModules(() => nextFiles.push(jest.requireActual<DatabaseModule>('./helpers/database')));

// Both drivers' results carry `rows`; the shared Db type does not say so.
type Rows<Row> = { rows: Row[] };
async function rows<Row = Record<string, unknown>>(testDb: TestDatabase, query: string | SQL): Promise<Row[]> {
  const result: unknown = await testDb.database.db.execute(typeof query === 'string' ? sql.raw(query) : query);
  return (result as Rows<Row>).rows;
}
const user = { email: 'a@example.com', name: 'A' };

describe('the jest worker’s PGlite', () => {
  beforeEach(async () => {
    await (await sharedTestDatabase('pglite')).reset();
  });

  it('gives the next file empty tables and a clean session, whatever the last file left', async () => {
    const first = await sharedTestDatabase('pglite');
    await first.database.db.insert(users).values(user);
    await rows(first, `set application_name = 'left over'`);
    await rows(first, 'create temporary table scratch (n int)');
    await rows(first, 'select pg_advisory_lock(42)');

    const next = await nextFiles[0]!.sharedTestDatabase('pglite');
    expect(await rows(next, 'select count(*)::int as n from users')).toEqual([{ n: 0 }]);
    expect(await rows(next, 'show application_name')).not.toEqual([{ application_name: 'left over' }]);
    expect(await rows(next, `select to_regclass('scratch') as t`)).toEqual([{ t: null }]);
    expect(await rows(next, `select count(*)::int as n from pg_locks where locktype = 'advisory'`)).toEqual([{ n: 0 }]);
    const [inserted] = await next.database.db.insert(users).values(user).returning({ id: users.id });
    expect(inserted!.id).toBe(1);
  });

  it('hands the file values and errors of its own realm', async () => {
    const testDb = await sharedTestDatabase('pglite');
    const at = new Date('2026-11-28T10:00:00.000Z');
    // PGlite parses JSON, bytea and arrays itself (drizzle keeps dates and times as text).
    const [row] = await rows(testDb, `select '{"a":[1,{"b":2}]}'::jsonb as j, '\\x0102'::bytea as b, array[1,2] as a`);
    expect(row).toStrictEqual({ j: { a: [1, { b: 2 }] }, b: new Uint8Array([1, 2]), a: [1, 2] });
    // toStrictEqual compares constructors by name; `instanceof` tells the realms apart.
    for (const value of [row, row!.j, row!.a]) expect(value).toBeInstanceOf(Object);
    expect(row!.b).toBeInstanceOf(Uint8Array);
    expect((row!.b as Uint8Array).buffer).toBeInstanceOf(ArrayBuffer);
    // A Date parameter from this realm: PGlite serialises it by `instanceof Date`.
    const [echoed] = await rows<{ at: string }>(testDb, sql`select ${at}::timestamptz as at`);
    expect(echoed!.at).toBe('2026-11-28 10:00:00+00');
    await testDb.database.db.insert(users).values(user);
    const duplicate = await testDb.database.db
      .insert(users)
      .values(user)
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    const cause = (duplicate as Error).cause as Error & { code?: string };
    expect(cause).toBeInstanceOf(Error);
    expect(cause).toMatchObject({ code: '23505', constraint: expect.stringContaining('email') });
    expect(await testDb.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email))).toStrictEqual([{ id: 1 }]);
  });

  it('starts the next file on a fresh PGlite when the last one ended inside a transaction', async () => {
    const testDb = await sharedTestDatabase('pglite');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    // A test that timed out inside a transaction: the transaction never ends.
    void testDb.database.db.transaction(async (tx) => {
      await tx.insert(users).values(user);
      inside();
      await held;
    });
    await entered;
    const next = await nextFiles[1]!.sharedTestDatabase('pglite');
    expect(await rows(next, 'select count(*)::int as n from users')).toEqual([{ n: 0 }]);
    expect(await rows(next, 'select 1 as one')).toEqual([{ one: 1 }]);
    release();
  });
});
