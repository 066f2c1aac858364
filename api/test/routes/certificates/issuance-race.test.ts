// Issuance under parallel completion events (decision 135). On PostgreSQL each request is its own
// connection and transaction, so the completions really race: for the unique (student, course)
// pair, and, when each completes a different class, for seeing each other's completion (the
// per-pair advisory lock makes the last one to commit see them all). On PGlite they interleave on
// its one connection (decision 128: concurrent work runs on both drivers).
import fc from 'fast-check';
import { useTestApp } from '../../helpers/app';
import { certificateMails, certificatesOf, complete, enrolledStudent } from '../../helpers/certificates';
import { EVERY_DRIVER } from '../../helpers/database';
import { insertCourse } from '../../helpers/fixtures';

const PARALLEL = 20;
const RUNS = 5;

describe.each(EVERY_DRIVER)('certificate issuance under parallel completions on %s', (driver) => {
  const t = useTestApp(driver);

  it(`${PARALLEL} parallel completions of the last class issue exactly one certificate and one mail`, async () => {
    const course = await insertCourse(t.db, { price: 0, sections: [1] });
    const student = await enrolledStudent(t.app, course.id);
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => complete(t.app, student, course.id, course.classIds[0]!)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(await certificatesOf(t.db, student.studentId)).toHaveLength(1);
    expect(await certificateMails(t.db)).toHaveLength(1);
  });

  it(`${PARALLEL} classes completed at once, one request each: exactly one certificate, never none`, async () => {
    const course = await insertCourse(t.db, { price: 0, sections: [10, 10] });
    const student = await enrolledStudent(t.app, course.id);
    const results = await Promise.all(course.classIds.map((classId) => complete(t.app, student, course.id, classId)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(await certificatesOf(t.db, student.studentId)).toHaveLength(1);
    expect(await certificateMails(t.db)).toHaveLength(1);
  });

  it(`any mix of classes and repeats completed in parallel gives one certificate exactly when every class is complete (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5 }), fc.array(fc.nat(), { minLength: 1, maxLength: PARALLEL }), async (classCount, picks) => {
        const course = await insertCourse(t.db, { price: 0, sections: [classCount] });
        const student = await enrolledStudent(t.app, course.id);
        const targets = picks.map((p) => course.classIds[p % classCount]!);
        await Promise.all(targets.map((classId) => complete(t.app, student, course.id, classId)));
        const allDone = new Set(targets).size === classCount;
        expect(await certificatesOf(t.db, student.studentId)).toHaveLength(allDone ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });
});
