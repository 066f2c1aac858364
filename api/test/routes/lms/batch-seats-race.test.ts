// Seats under parallel joins (decision 136). On PostgreSQL each request is its own connection and
// transaction, so the joins really race for the batch row's lock; on PGlite they interleave on its
// one connection (decision 128: concurrent work runs on both drivers). N joins for K seats must
// give exactly K seats and waitlist places 1..N−K, never an oversold batch.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { batchMembers } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { courseStudent, createBatch, joinBatch } from '../../helpers/batches';
import { EVERY_DRIVER } from '../../helpers/database';
import { insertCourse, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';

const RUNS = 5;

describe.each(EVERY_DRIVER)('batch seats under parallel joins on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let admin: StudentSession;

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [1] });
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  const membersOf = (batchId: number) => t.db.select().from(batchMembers).where(eq(batchMembers.batchId, batchId));

  async function race(seats: number, joins: number) {
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: seats });
    const students: StudentSession[] = [];
    for (let i = 0; i < joins; i++) students.push(await courseStudent(t.app, t.db, course.id, `Racer ${i}`));
    const results = await Promise.all(students.map((s) => joinBatch(t.app, s, batch.id)));
    expect(results.map((r) => r.statusCode)).toEqual(students.map(() => 201));
    const rows = await membersOf(batch.id);
    const enrolled = rows.filter((r) => r.status === 'enrolled');
    const queued = rows
      .filter((r) => r.status === 'waitlisted')
      .map((r) => r.waitlistPosition)
      .sort((x, y) => x! - y!);
    expect(enrolled).toHaveLength(Math.min(seats, joins));
    expect(queued).toEqual(Array.from({ length: Math.max(0, joins - seats) }, (_, i) => i + 1));
    // What each student was told is what the table holds.
    const told = results.map((r) => r.json().status);
    expect(told.filter((s) => s === 'enrolled')).toHaveLength(enrolled.length);
  }

  it('12 parallel joins for 5 seats: exactly 5 enrolled, 7 waitlisted at places 1..7', async () => {
    await race(5, 12);
  });

  it(`any seats and burst: min(K, N) seats and places 1..N−K (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 8 }), async (seats, joins) => race(seats, joins)),
      { numRuns: RUNS },
    );
  });
});
