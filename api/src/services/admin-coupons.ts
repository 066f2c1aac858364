// The back office's coupons (SPEC §2 Coupons; decision 112). A coupon is never deleted (orders and
// redemptions point at it): staff deactivate it. Every write is one transaction with its version
// check (409 when stale) and one audit row.
import { ADMIN_MESSAGES, type CouponInput } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { conflictAt, invalidAt, notFound } from '../domain/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { COUPON_SORTS, adminCouponsRepository, couponSnapshot, toAdminCoupon } from '../repositories/admin-coupons';
import { orderFrom, pageOf } from '../repositories/admin-list';
import { recordAudit } from '../repositories/audit';

type ListQuery = Parameters<ReturnType<typeof adminCouponsRepository>['list']>[0] & { sort?: string };

const codeTaken = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflictAt('code', ADMIN_MESSAGES.codeTaken);
  throw err;
};

export function adminCouponsService({ db }: { db: Db }) {
  async function view(id: number) {
    const row = await adminCouponsRepository(db).find(id);
    if (!row) throw notFound('Coupon');
    return toAdminCoupon(row);
  }

  return {
    view,

    async list(query: ListQuery) {
      const order = orderFrom(query.sort, COUPON_SORTS, '-created_at');
      const { rows, total } = await adminCouponsRepository(db).list(query, order);
      return pageOf(rows.map(toAdminCoupon), total, query);
    },

    async create(actorUserId: number, input: CouponInput) {
      const id = await inTransaction(db, async (tx) => {
        const repo = adminCouponsRepository(tx);
        await repo.checkCourse(input.course_id);
        const created = await repo.create(input);
        await recordAudit(tx, { actorUserId, action: 'coupon.create', entity: 'coupon', entityId: created.id, before: null, after: couponSnapshot(created) });
        return created.id;
      }).catch(codeTaken);
      return view(id);
    },

    async update(actorUserId: number, id: number, version: number, input: CouponInput) {
      await inTransaction(db, async (tx) => {
        const repo = adminCouponsRepository(tx);
        const before = await repo.lockVersion(id, version);
        await repo.checkCourse(input.course_id);
        // The uses already taken stay taken (and a check constraint holds the counter to the limit).
        if (input.usage_limit !== null && input.usage_limit < before.usedCount) {
          throw invalidAt('usage_limit', `This coupon has been used ${before.usedCount} times already; the limit cannot be lower.`);
        }
        const after = await repo.update(id, version, input);
        await recordAudit(tx, {
          actorUserId,
          action: 'coupon.update',
          entity: 'coupon',
          entityId: id,
          before: couponSnapshot(before),
          after: couponSnapshot(after),
        });
      }).catch(codeTaken);
      return view(id);
    },
  };
}
