// Every API test starts from empty tables, whichever describe block of the file it is in: the
// file's database is opened once per driver and shared by its blocks (test/helpers/database.ts),
// so this is what the per-test reset alone must guarantee.
import { sql } from 'drizzle-orm';
import { classes, courses, revisions, sections, users } from '../src/db/schema';
import { useTestApp } from './helpers/app';
import { EVERY_DRIVER } from './helpers/database';
import { insertCourse, signUp } from './helpers/fixtures';

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
