// Every API test starts from empty tables, whichever describe block of the file it is in: the
// file's database is opened once per driver and shared by its blocks (test/helpers/database.ts),
// so this is what the per-test reset alone must guarantee. And no test gets to run queries side by
// side on one PostgreSQL connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { classes, courses, revisions, sections, users } from '../src/db/schema';
import { useTestApp } from './helpers/app';
import { EVERY_DRIVER } from './helpers/database';
import { insertCourse, signUp } from './helpers/fixtures';
import { takeOverlaps } from './setup/one-query-per-connection';

const counts = async (db: ReturnType<typeof useTestApp>['db']) => {
  const count = async (table: typeof users | typeof courses | typeof sections | typeof classes) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return { users: await count(users), courses: await count(courses), sections: await count(sections), classes: await count(classes) };
};
const revisionTotal = async (db: ReturnType<typeof useTestApp>['db']) =>
  (await db.select({ total: sql<number>`coalesce(sum(${revisions.value}), 0)::int` }).from(revisions))[0]!.total;

describe.each(EVERY_DRIVER)('test isolation on %s', (driver) => {
  describe('within a describe block', () => {
    const ctx = useTestApp(driver);

    it('a test writes a user, a course with sections and classes, and bumps a counter', async () => {
      expect((await signUp(ctx.app)).userId).toBe(1);
      const course = await insertCourse(ctx.db, { sections: [2, 1] });
      await ctx.db.execute(sql`update revisions set value = value + 5`);
      expect(course.id).toBe(1);
      expect(await counts(ctx.db)).toEqual({ users: 1, courses: 1, sections: 2, classes: 3 });
      expect(await revisionTotal(ctx.db)).toBeGreaterThan(0);
    });

    it('the next test sees none of it: empty tables, counters at 0, ids from 1 again', async () => {
      expect(await counts(ctx.db)).toEqual({ users: 0, courses: 0, sections: 0, classes: 0 });
      expect(await revisionTotal(ctx.db)).toBe(0);
      expect((await insertCourse(ctx.db, { sections: [1] })).id).toBe(1);
    });
  });

  describe('in the next describe block over the same file database', () => {
    const ctx = useTestApp(driver);

    it('the first test sees none of the previous block’s rows either', async () => {
      expect(await counts(ctx.db)).toEqual({ users: 0, courses: 0, sections: 0, classes: 0 });
      expect(await revisionTotal(ctx.db)).toBe(0);
      expect((await signUp(ctx.app)).userId).toBe(1);
      expect((await insertCourse(ctx.db)).id).toBe(1);
    });
  });
});

// The guard every API test on PostgreSQL runs under (test/setup/one-query-per-connection.ts): two
// queries side by side on one connection are caught, two in a row are not, and a pool's separate
// connections may work side by side.
if (process.env.TEST_DATABASE_URL) {
  describe('queries side by side on one PostgreSQL connection', () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
    afterAll(() => pool.end());

    it('are caught, naming the query asked for and the one that ran', async () => {
      const client = await pool.connect();
      try {
        await Promise.all([client.query('select 1 as first'), client.query('select 2 as second')]);
      } finally {
        client.release();
      }
      expect(takeOverlaps()).toEqual(['select 2 as second (while select 1 as first ran)']);
    });

    it('are not confused with queries one after the other, or on two connections at once', async () => {
      const client = await pool.connect();
      try {
        await client.query('select 1');
        await client.query('select 2');
      } finally {
        client.release();
      }
      await Promise.all([pool.query('select 3'), pool.query('select 4')]);
      expect(takeOverlaps()).toEqual([]);
    });
  });
}
