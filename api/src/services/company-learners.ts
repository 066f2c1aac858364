// An HR contact's company (decision 149): the dashboard and its CSV, inviting learners by e-mail
// or CSV, removing one. Every call first checks that the caller administers the company (403
// otherwise, the same for a company that does not exist, so ids reveal nothing). Seats are
// counted and spent under the pool row's lock; a CSV is applied all or nothing. A batch pool's
// invite also seats the learner in the batch (decision 155): the seat the pool held becomes the
// member's, so it takes no second seat; the batch row is locked after the pool and the enrolments
// (company-batch-seats.ts gives the lock order).
import { COMPANY_MESSAGES, emailField, nameField, type CompanyCsvRejected, type CompanyInvite, type CompanyLearner } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, conflictAt } from '../domain/errors';
import { recordAudit } from '../repositories/audit';
import { batchesRepository } from '../repositories/batches';
import { companiesRepository } from '../repositories/companies';
import { normaliseEmail } from '../repositories/users';
import { queueInvites } from './batch-mails';
import { findAccount, findOrCreateAccount } from './company-accounts';
import type { CsvLearnerRow } from './company-csv';

type Rejection = CompanyCsvRejected['rejected'][number];

/** Thrown inside the transaction to roll back every row applied so far. */
class RowsRejected extends Error {
  constructor(readonly rejected: Rejection[]) {
    super('rows rejected');
  }
}

export function companyLearnersService({ db, batches }: { db: Db; batches: { uidHost: string } }) {
  const authorise = async (userId: number, companyId: number) => {
    if (!(await companiesRepository(db).isAdmin(companyId, userId))) throw new DomainError('forbidden', COMPANY_MESSAGES.notCompanyAdmin);
  };

  /**
   * Checks every row, then applies them all, on the caller's transaction with the pool locked.
   * Throws RowsRejected with every bad row (nothing applied) or returns the new learners' ids.
   */
  const applyRows = async (tx: Db, actorUserId: number, companyId: number, poolId: number, rows: CsvLearnerRow[]) => {
    const repo = companiesRepository(tx);
    const pool = await repo.lockPool(companyId, poolId);
    if (!pool) throw new DomainError('not_found', COMPANY_MESSAGES.poolNotFound);
    const batches = batchesRepository(tx);
    const batch = pool.batchId === null ? undefined : await batches.find(pool.batchId);
    if (batch && batch.status !== 'open') throw new DomainError('conflict', COMPANY_MESSAGES.batchClosed);
    const rejected: Rejection[] = [];
    const seen = new Set<string>();
    const valid: (CsvLearnerRow & { studentId?: number })[] = [];
    for (const row of rows) {
      const email = emailField().safeParse(row.email);
      const name = row.name === '' ? undefined : nameField.safeParse(row.name);
      if (!email.success) rejected.push({ row: row.row, email: row.email, reason: COMPANY_MESSAGES.invalidEmail });
      else if (name && !name.success) rejected.push({ row: row.row, email: row.email, reason: COMPANY_MESSAGES.nameTooLong });
      else if (seen.has(normaliseEmail(email.data))) rejected.push({ row: row.row, email: row.email, reason: COMPANY_MESSAGES.duplicateRow });
      else {
        seen.add(normaliseEmail(email.data));
        valid.push({ row: row.row, email: email.data, name: name?.data ?? '' });
      }
    }
    for (const row of valid) {
      const account = await findAccount(tx, row.email);
      if (account && account.studentId === undefined) rejected.push({ row: row.row, email: row.email, reason: COMPANY_MESSAGES.notStudent });
      row.studentId = account?.studentId;
    }
    const known = valid.flatMap((r) => (r.studentId === undefined ? [] : [r.studentId]));
    // One after the other: they share the transaction's connection, which runs one query at a
    // time anyway (pg 8 queues a second with a deprecation warning, pg 9 refuses it).
    const members = await repo.membersOf(poolId, known);
    const enrolled = await repo.enrolledIn(pool.courseId, known);
    const inBatch = batch ? await batches.activeMembersOf(batch.id, known) : new Set<number>();
    for (const row of valid) {
      if (row.studentId === undefined) continue;
      if (members.has(row.studentId)) rejected.push({ row: row.row, email: row.email, reason: COMPANY_MESSAGES.alreadyMember });
      else if (enrolled.has(row.studentId)) rejected.push({ row: row.row, email: row.email, reason: COMPANY_MESSAGES.alreadyEnrolled });
      else if (inBatch.has(row.studentId)) rejected.push({ row: row.row, email: row.email, reason: COMPANY_MESSAGES.alreadyInBatch });
    }
    const free = pool.seats - (await repo.usedSeats(poolId));
    if (rejected.length === 0 && valid.length > free) {
      // The rows past the free seats are the ones refused, so HR sees where the pool ran out.
      for (const row of valid.slice(Math.max(0, free))) rejected.push({ row: row.row, email: row.email, reason: COMPANY_MESSAGES.noFreeSeat });
    }
    if (rejected.length > 0) throw new RowsRejected(rejected.sort((a, b) => a.row - b.row));
    const ids: number[] = [];
    const seated: Array<{ row: CsvLearnerRow; studentId: number }> = [];
    for (const row of valid) {
      const account = await findOrCreateAccount(tx, row.email, row.name || undefined);
      const learner = await repo.enrol(poolId, pool.courseId, account.studentId!, actorUserId);
      // The student enrolled on their own between the check and now: the unique index decides.
      if (!learner) throw new RowsRejected([{ row: row.row, email: row.email, reason: COMPANY_MESSAGES.alreadyEnrolled }]);
      ids.push(learner.id);
      seated.push({ row, studentId: account.studentId! });
      await recordAudit(tx, {
        actorUserId,
        action: 'company.learner_add',
        entity: 'company',
        entityId: companyId,
        before: null,
        after: {
          learner_id: learner.id,
          pool_id: poolId,
          course_id: pool.courseId,
          batch_id: pool.batchId,
          email: normaliseEmail(row.email),
          account_created: account.created,
        },
      });
    }
    if (batch) await seatInBatch(tx, batch.id, seated);
    return ids;
  };

  /**
   * The pool's held seats become seated members, under the batch's lock (taken last, after the
   * pool and the enrolments). Every seated member uses one of the pool's seats, so the batch's
   * seated plus held count does not change and no free-seat check is needed.
   */
  const seatInBatch = async (tx: Db, batchId: number, rows: Array<{ row: CsvLearnerRow; studentId: number }>) => {
    const repo = batchesRepository(tx);
    await repo.lock(batchId);
    for (const { row, studentId } of rows) {
      const member = await repo.member(batchId, studentId);
      if (member && member.status !== 'removed') throw new RowsRejected([{ row: row.row, email: row.email, reason: COMPANY_MESSAGES.alreadyInBatch }]);
      await repo.upsertMember(batchId, studentId, 'enrolled', null);
    }
    // Every session's invite, in this transaction (decision 136), to the new members.
    if (rows.length > 0) await queueInvites(tx, { batchId, studentIds: rows.map((r) => r.studentId), reason: 'enrolled', uidHost: batches.uidHost });
  };

  const leaveBatch = async (tx: Db, batchId: number, studentId: number) => {
    const repo = batchesRepository(tx);
    await repo.lock(batchId);
    const member = await repo.member(batchId, studentId);
    if (!member || member.status === 'removed') return;
    await repo.setMember(member.id, 'removed', null);
    if (member.waitlistPosition !== null) await repo.closeWaitlistGap(batchId, member.waitlistPosition);
  };

  return {
    authorise,
    myCompanies: async (userId: number) => ({ results: await companiesRepository(db).companiesOfAdmin(userId) }),

    async dashboard(userId: number, companyId: number) {
      await authorise(userId, companyId);
      const repo = companiesRepository(db);
      const company = (await repo.find(companyId))!;
      const [pools, learners] = await Promise.all([repo.pools(companyId), repo.learners(companyId)]);
      return { company: { id: company.id, name: company.name }, pools, learners };
    },

    /** The learners for the CSV export, audited before they leave (personal data, as the staff exports). */
    async exportRows(userId: number, companyId: number): Promise<CompanyLearner[]> {
      await authorise(userId, companyId);
      await recordAudit(db, { actorUserId: userId, action: 'company.export', entity: 'company', entityId: companyId, before: null, after: null });
      return companiesRepository(db).learners(companyId);
    },

    /** One learner by e-mail: 409 with the reason when the row would be rejected. */
    async invite(userId: number, companyId: number, input: CompanyInvite): Promise<CompanyLearner> {
      await authorise(userId, companyId);
      try {
        const [id] = await inTransaction(db, (tx) => applyRows(tx, userId, companyId, input.pool_id, [{ row: 1, email: input.email, name: input.name ?? '' }]));
        return (await companiesRepository(db).learners(companyId, id))[0]!;
      } catch (err) {
        if (err instanceof RowsRejected) throw conflictAt('email', err.rejected[0]!.reason);
        throw err;
      }
    },

    /** Every row or none: `{ added }`, or `{ rejected }` listing each bad row (the transaction rolled back). */
    async upload(userId: number, companyId: number, poolId: number, rows: CsvLearnerRow[]): Promise<{ added: number } | { rejected: Rejection[] }> {
      await authorise(userId, companyId);
      try {
        const ids = await inTransaction(db, (tx) => applyRows(tx, userId, companyId, poolId, rows));
        return { added: ids.length };
      } catch (err) {
        if (err instanceof RowsRejected) return { rejected: err.rejected };
        throw err;
      }
    },

    /**
     * Revokes the company's enrolment (only the one the seat created). A learner who has not
     * started gives the seat back (that is how HR reassigns it); one who has keeps it spent.
     */
    async remove(userId: number, companyId: number, learnerId: number) {
      await authorise(userId, companyId);
      return inTransaction(db, async (tx) => {
        const repo = companiesRepository(tx);
        const found = await repo.learner(companyId, learnerId);
        if (!found) throw new DomainError('not_found', COMPANY_MESSAGES.learnerNotFound);
        await repo.lockPool(companyId, found.learner.poolId);
        const learner = await repo.learner(companyId, learnerId); // removed meanwhile?
        if (!learner) throw new DomainError('not_found', COMPANY_MESSAGES.learnerNotFound);
        const started = await repo.hasStarted(learner.learner.studentId, learner.courseId);
        await repo.dropEnrolment(learner.learner.courseStudentId);
        if (started) await repo.markRemoved(learnerId);
        else await repo.deleteLearner(learnerId);
        // A batch pool's learner leaves the batch too (decision 155), under its lock: unstarted,
        // the seat goes back to the pool (held again); started, the pool's seat stays spent and
        // the batch seat returns to the batch.
        if (learner.batchId !== null) await leaveBatch(tx, learner.batchId, learner.learner.studentId);
        await recordAudit(tx, {
          actorUserId: userId,
          action: 'company.learner_remove',
          entity: 'company',
          entityId: companyId,
          before: { learner_id: learnerId, pool_id: learner.learner.poolId, student_id: learner.learner.studentId },
          after: null,
        });
        return { seat_freed: !started };
      });
    },
  };
}
