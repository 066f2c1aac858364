import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { couponRedemptions, coupons } from '../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export function couponsRepository(db: Db) {
  return {
    async findByCode(code: string) {
      const [row] = await db
        .select()
        .from(coupons)
        .where(sql`lower(${coupons.code}) = ${code.trim().toLowerCase()}`);
      return row;
    },

    async findById(id: number) {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
      return row;
    },

    /**
     * Locks coupon rows in id order. Every transaction that releases one use and takes another
     * locks both first, in the same order, so two of them can never wait on each other.
     */
    async lockRows(ids: Array<number | null | undefined>) {
      const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      if (wanted.length === 0) return;
      await db.select({ id: coupons.id }).from(coupons).where(inArray(coupons.id, wanted)).orderBy(asc(coupons.id)).for('update');
    },

    async redemptionsBy(couponId: number, studentId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.studentId, studentId)));
      return row?.n ?? 0;
    },

    /**
     * Takes one use if any is left. The conditional UPDATE is the authority: under concurrency
     * PostgreSQL re-checks the WHERE after the row lock, so exactly `usage_limit` calls succeed.
     */
    async takeUse(couponId: number): Promise<boolean> {
      const rows = await db
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(and(eq(coupons.id, couponId), sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`))
        .returning({ id: coupons.id });
      return rows.length > 0;
    },

    async redeem(input: { couponId: number; studentId: number; courseId: number; paymentId?: number }) {
      await db.insert(couponRedemptions).values(input);
    },

    /** Gives back the use an abandoned order was holding. */
    async releaseForPayment(couponId: number, paymentId: number) {
      const removed = await db
        .delete(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.paymentId, paymentId)))
        .returning({ id: couponRedemptions.id });
      if (removed.length > 0) {
        await db
          .update(coupons)
          .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
          .where(eq(coupons.id, couponId));
      }
    },
  };
}
