// Company seats under parallel invites (decision 149). On PostgreSQL each request is its own
// connection and transaction, so the invites really race for the pool row's lock; on PGlite they
// interleave on its one connection (decision 128). N invites for K seats must give exactly
// min(K, N) learners, the others a 409 saying no seat is left, never an oversold pool.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { COMPANY_MESSAGES } from '@sap-academy/contracts';
import { companyLearners, courseStudents } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { createCompany } from '../../helpers/companies';
import { EVERY_DRIVER } from '../../helpers/database';
import { signUp, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';

const RUNS = 4;

describe.each(EVERY_DRIVER)('company seats under parallel invites on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: StudentSession;

  beforeEach(async () => {
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  async function race(seats: number, invites: number, csv: boolean) {
    const c = await createCompany(t.app, t.db, { seats, admin });
    const learners: StudentSession[] = [];
    for (let i = 0; i < invites; i++) learners.push(await signUp(t.app, `Racer ${i}`));
    const results = await Promise.all(
      learners.map((l) => {
        if (!csv)
          return t.app.inject({ method: 'POST', url: `/lms/company/${c.id}/learners`, headers: c.hr.auth, payload: { pool_id: c.poolId, email: l.email } });
        const boundary = `----race${Math.random().toString(16).slice(2)}`;
        const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.csv"\r\nContent-Type: text/csv\r\n\r\nemail\n${l.email}\n\r\n--${boundary}--\r\n`;
        return t.app.inject({
          method: 'POST',
          url: `/lms/company/${c.id}/pools/${c.poolId}/learners.csv`,
          headers: { ...c.hr.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
      }),
    );
    const won = results.filter((r) => r.statusCode === 201);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(Math.min(seats, invites));
    for (const r of lost) {
      expect(r.statusCode).toBe(csv ? 422 : 409);
      expect(csv ? r.json().rejected[0].reason : r.json().detail).toBe(COMPANY_MESSAGES.noFreeSeat);
    }
    const rows = await t.db.select().from(companyLearners).where(eq(companyLearners.poolId, c.poolId));
    expect(rows).toHaveLength(Math.min(seats, invites));
    expect(await t.db.select().from(courseStudents).where(eq(courseStudents.courseId, c.course.id))).toHaveLength(rows.length);
  }

  it('10 parallel invites for 4 seats: exactly 4 learners, 6 told no seat is left', async () => {
    await race(4, 10, false);
  });

  it('8 parallel one-row CSV uploads for 3 seats: exactly 3 applied, 5 rejected whole', async () => {
    await race(3, 8, true);
  });

  it(`any seats and burst: exactly min(K, N) learners (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 6 }), fc.boolean(), async (seats, invites, csv) => race(seats, invites, csv)),
      { numRuns: RUNS },
    );
  });
});
