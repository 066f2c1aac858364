// A batch's seats under everything that takes them at once (decision 155): students joining,
// staff granting batch pools to several companies, staff raising company orders for the batch, and
// HR seating learners from an earlier batch pool. On PostgreSQL each request is its own connection
// and transaction, so they really race for the batch row's lock (and the pool's and the company's
// before it, in the documented order: a wrong order would deadlock and answer 500); on PGlite they
// interleave on its one connection (decision 128).
//
// Seats are only taken in this race, never given back, so the free seats only fall. Hence what is
// checked afterwards is exact: seated plus held never exceeds the limit; every refusal (a 409 for a
// grant or an order, a waitlist place for a join) happened when fewer seats were free than asked,
// so fewer are free at the end too; and the held seats are exactly what was granted or ordered.
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { adminApi, companyApi, siteApi } from '@sap-academy/contracts/paths';
import { batchMembers, courses } from '../../../src/db/schema';
import { freeSeats, heldSeats } from '../../../src/domain/batch-seats';
import { batchesRepository } from '../../../src/repositories/batches';
import { useTestApp } from '../../helpers/app';
import { courseStudent, createBatch, joinBatch } from '../../helpers/batches';
import { createCompany, newCompany } from '../../helpers/companies';
import { EVERY_DRIVER } from '../../helpers/database';
import { signUp, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';

const RUNS = 4;

interface Burst {
  limit: number;
  joins: number;
  /** Seats of each company's batch-pool grant, one company each. */
  grants: number[];
  /** Seats of each company order raised for the batch, one company each. */
  orders: number[];
  /** Learners HR seats from a batch pool granted before the burst (its seats are already held). */
  invites: number;
}

describe.each(EVERY_DRIVER)('a batch seats under joins, grants, orders and invites at once on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: StudentSession;

  beforeEach(async () => {
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  async function race({ limit, joins, grants, orders, invites }: Burst) {
    const c = await createCompany(t.app, t.db, { admin, seats: 1 });
    const batch = await createBatch(t.app, admin, c.course.id, { seat_limit: limit, title: 'Race batch' });
    const pre = Math.min(invites, limit);
    const prePool =
      pre === 0
        ? null
        : (
            await t.app.inject({
              method: 'POST',
              url: adminApi.companyPools(c.id),
              headers: admin.auth,
              payload: { course_id: c.course.id, batch_id: batch.id, seats: pre, purchase_reference: '' },
            })
          ).json<{ id: number }>();
    const students: StudentSession[] = [];
    for (let i = 0; i < joins; i++) students.push(await courseStudent(t.app, t.db, c.course.id, `Joiner ${i}`));
    const invitees: StudentSession[] = [];
    for (let i = 0; i < pre; i++) invitees.push(await signUp(t.app, `Invitee ${i}`));
    const grantCompanies = await Promise.all(grants.map(() => newCompany(t.app, admin)));
    const orderCompanies = await Promise.all(orders.map(() => newCompany(t.app, admin)));

    const [joined, granted, ordered, invited] = await Promise.all([
      Promise.all(students.map((s) => joinBatch(t.app, s, batch.id))),
      Promise.all(
        grants.map((seats, i) =>
          t.app.inject({
            method: 'POST',
            url: adminApi.companyPools(grantCompanies[i]!.id),
            headers: admin.auth,
            payload: { course_id: c.course.id, batch_id: batch.id, seats, purchase_reference: '' },
          }),
        ),
      ),
      Promise.all(
        orders.map((seats, i) =>
          t.app.inject({
            method: 'POST',
            url: adminApi.companyOrders(orderCompanies[i]!.id),
            headers: admin.auth,
            payload: { course_id: c.course.id, batch_id: batch.id, seats, unit_price: 50_000 },
          }),
        ),
      ),
      Promise.all(
        invitees.map((s) =>
          t.app.inject({ method: 'POST', url: companyApi.companyLearners(c.id), headers: c.hr.auth, payload: { pool_id: prePool!.id, email: s.email } }),
        ),
      ),
    ]);

    // Nothing failed for another reason than the seats (a deadlock would be a 500).
    expect(joined.map((r) => r.statusCode)).toEqual(students.map(() => 201));
    expect(invited.map((r) => r.statusCode)).toEqual(invitees.map(() => 201));
    for (const r of [...granted, ...ordered]) {
      expect([201, 409]).toContain(r.statusCode);
      if (r.statusCode === 409)
        expect(r.json().detail).toMatch(/^The batch has \d+ free seats? \(seated students and seats held for companies count as taken\)\.$/);
    }

    const members = await t.db
      .select()
      .from(batchMembers)
      .where(and(eq(batchMembers.batchId, batch.id), eq(batchMembers.status, 'enrolled')));
    const grantedSeats = grants.filter((_, i) => granted[i]!.statusCode === 201);
    const orderedSeats = orders.filter((_, i) => ordered[i]!.statusCode === 201);
    // Invitees are seated from the pool's held seats, so the pool holds none any more.
    const held = heldSeats(
      grantedSeats.map((seats) => ({ seats, used: 0 })).concat(prePool ? [{ seats: pre, used: pre }] : []),
      orderedSeats.reduce((a, b) => a + b, 0),
    );
    const taken = await batchesRepository(t.db).seatsTaken(batch.id);
    expect(taken).toBe(members.length + held);
    expect(taken).toBeLessThanOrEqual(limit);
    const free = freeSeats(limit, taken);

    expect(members).toHaveLength(joined.filter((r) => r.json().status === 'enrolled').length + pre);
    if (joined.some((r) => r.json().status === 'waitlisted')) expect(free).toBe(0);
    grants.forEach((seats, i) => {
      if (granted[i]!.statusCode === 409) expect(free).toBeLessThan(seats);
    });
    orders.forEach((seats, i) => {
      if (ordered[i]!.statusCode === 409) expect(free).toBeLessThan(seats);
      else expect(ordered[i]!.json()).toMatchObject({ batch: { id: batch.id }, seats });
    });
    // The public course page says the same.
    const [course] = await t.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, c.course.id));
    const page = await t.app.inject({ method: 'GET', url: siteApi.coursePage(course!.slug) });
    expect(page.json().batches).toEqual([expect.objectContaining({ title: 'Race batch', seats_left: free })]);
  }

  it('6 seats: 4 joins, grants of 2 and 3, an order of 2 and 2 invites from a pool of 2', async () => {
    await race({ limit: 6, joins: 4, grants: [2, 3], orders: [2], invites: 2 });
  });

  it(`any burst never oversells and refuses only for want of seats (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          limit: fc.integer({ min: 1, max: 6 }),
          joins: fc.integer({ min: 0, max: 4 }),
          grants: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
          orders: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
          invites: fc.integer({ min: 0, max: 2 }),
        }),
        async (burst) => race(burst),
      ),
      { numRuns: RUNS },
    );
  });
});
