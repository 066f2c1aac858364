// Companies for staff (decision 149): the record, its HR contacts and its seat pools, each change
// one transaction with its audit row. Seat pools are granted by staff with a purchase reference:
// an order today is one student's for one course, so a company order is a later step.
import { ADMIN_COMPANY_MESSAGES, ADMIN_MESSAGES, type CompanyAdminInput, type SeatPoolInput, type SeatPoolUpdate } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, conflictAt, invalidAt, notFound } from '../domain/errors';
import { recordAudit } from '../repositories/audit';
import { companiesRepository, toAdminCompany, type CompanyFields } from '../repositories/companies';
import { findOrCreateAccount } from './company-accounts';
import { assertBatchHolds, batchForCompany } from './company-batch-seats';

const retry = { retryOnLostConnection: true };

export function adminCompaniesService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const detail = async (id: number) => {
    const repo = companiesRepository(db);
    const company = await repo.find(id);
    if (!company) throw notFound('Company');
    const [admins, pools] = await Promise.all([repo.admins(id), repo.adminPools(id)]);
    return { ...toAdminCompany(company), admins, pools };
  };

  return {
    list: async () => ({ results: await companiesRepository(db).list() }),
    detail,

    async create(actorUserId: number, input: CompanyFields) {
      return inTransaction(
        db,
        async (tx) => {
          const repo = companiesRepository(tx);
          const row = (await repo.nameTaken(input.name)) ? undefined : await repo.insert(input);
          if (!row) throw conflictAt('name', ADMIN_COMPANY_MESSAGES.nameTaken);
          const company = toAdminCompany(row);
          await recordAudit(tx, { actorUserId, action: 'company.create', entity: 'company', entityId: row.id, before: null, after: input });
          return company;
        },
        retry,
      );
    },

    async update(actorUserId: number, id: number, version: number, input: CompanyFields) {
      return inTransaction(
        db,
        async (tx) => {
          const repo = companiesRepository(tx);
          const before = await repo.lock(id);
          if (!before) throw notFound('Company');
          if (before.version !== version) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
          if (await repo.nameTaken(input.name, id)) throw conflictAt('name', ADMIN_COMPANY_MESSAGES.nameTaken);
          const after = (await repo.update(id, version, input))!;
          const { id: _b, version: _bv, created_at: _bc, ...was } = toAdminCompany(before);
          const { id: _a, version: _av, created_at: _ac, ...now } = toAdminCompany(after);
          await recordAudit(tx, { actorUserId, action: 'company.update', entity: 'company', entityId: id, before: was, after: now });
          return toAdminCompany(after);
        },
        retry,
      );
    },

    /** An HR contact by e-mail: an existing account, or a new one without a password (company-accounts.ts). */
    async addAdmin(actorUserId: number, companyId: number, input: CompanyAdminInput) {
      return inTransaction(db, async (tx) => {
        const repo = companiesRepository(tx);
        if (!(await repo.lock(companyId))) throw notFound('Company');
        const account = await findOrCreateAccount(tx, input.email, input.name);
        if (!(await repo.addAdmin(companyId, account.userId))) throw conflictAt('email', ADMIN_COMPANY_MESSAGES.alreadyAdmin);
        const added = (await repo.admins(companyId)).find((a) => a.user_id === account.userId)!;
        await recordAudit(tx, {
          actorUserId,
          action: 'company.admin_add',
          entity: 'company',
          entityId: companyId,
          before: null,
          after: { user_id: account.userId, email: added.email, account_created: account.created },
        });
        return added;
      });
    },

    async removeAdmin(actorUserId: number, companyId: number, userId: number) {
      await inTransaction(
        db,
        async (tx) => {
          const repo = companiesRepository(tx);
          if (!(await repo.find(companyId))) throw notFound('Company');
          if (!(await repo.removeAdmin(companyId, userId))) throw new DomainError('not_found', ADMIN_COMPANY_MESSAGES.adminNotFound);
          await recordAudit(tx, {
            actorUserId,
            action: 'company.admin_remove',
            entity: 'company',
            entityId: companyId,
            before: { user_id: userId },
            after: null,
          });
        },
        retry,
      );
    },

    async addPool(actorUserId: number, companyId: number, input: Required<Omit<SeatPoolInput, 'batch_id'>> & Pick<SeatPoolInput, 'batch_id'>) {
      return inTransaction(
        db,
        async (tx) => {
          const repo = companiesRepository(tx);
          if (!(await repo.lock(companyId))) throw notFound('Company');
          if (!(await repo.courseExists(input.course_id))) throw invalidAt('course_id', ADMIN_COMPANY_MESSAGES.unknownCourse);
          const batchId = input.batch_id ?? null;
          if (batchId !== null) await batchForCompany(tx, input.course_id, batchId, now());
          const row = await repo.insertPool(companyId, input);
          if (!row)
            throw batchId === null
              ? conflictAt('course_id', ADMIN_COMPANY_MESSAGES.poolExists)
              : conflictAt('batch_id', ADMIN_COMPANY_MESSAGES.poolExistsForBatch);
          // A batch pool holds its seats in the batch (decision 155): 409 when they do not fit.
          if (batchId !== null) await assertBatchHolds(tx, batchId, input.seats);
          await recordAudit(tx, {
            actorUserId,
            action: 'company.pool_grant',
            entity: 'company',
            entityId: companyId,
            before: null,
            after: { pool_id: row.id, ...input },
          });
          return (await repo.adminPool(companyId, row.id))!;
        },
        retry,
      );
    },

    /** New seats or reference; never fewer seats than are in use (the pool lock makes the count exact). */
    async updatePool(actorUserId: number, companyId: number, poolId: number, input: Required<SeatPoolUpdate>) {
      return inTransaction(
        db,
        async (tx) => {
          const repo = companiesRepository(tx);
          const pool = await repo.lockPool(companyId, poolId);
          if (!pool) throw notFound('Seat pool');
          if (pool.version !== input.version) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
          const used = await repo.usedSeats(poolId);
          if (input.seats < used) throw invalidAt('seats', ADMIN_COMPANY_MESSAGES.seatsBelowUsed(used));
          await repo.updatePool(poolId, input.version, input);
          if (pool.batchId !== null) await assertBatchHolds(tx, pool.batchId, input.seats - pool.seats);
          await recordAudit(tx, {
            actorUserId,
            action: 'company.pool_update',
            entity: 'company',
            entityId: companyId,
            before: { pool_id: poolId, seats: pool.seats, purchase_reference: pool.purchaseReference },
            after: { pool_id: poolId, seats: input.seats, purchase_reference: input.purchase_reference },
          });
          return (await repo.adminPool(companyId, poolId))!;
        },
        retry,
      );
    },
  };
}
