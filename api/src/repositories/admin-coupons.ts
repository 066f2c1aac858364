// The back office's reads and writes of coupons. Writes run in the caller's
// transaction after `lockVersion`, like the catalogue's (repositories/admin-courses.ts).
import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminCoupon, type CouponInput } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { coupons, courses } from '../db/schema';
import { DomainError, invalidAt, notFound } from '../domain/errors';
import type { SortColumns } from './admin-list';

type CouponRecord = typeof coupons.$inferSelect;

export const COUPON_SORTS: SortColumns = { code: coupons.code, created_at: coupons.createdAt, used_count: coupons.usedCount };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toAdminCoupon(row: { coupon: CouponRecord; course_title: string | null }): AdminCoupon {
  const c = row.coupon;
  return {
    id: c.id,
    code: c.code,
    discount_amount: c.discountAmount,
    discount_percent: c.discountPercent,
    course_id: c.courseId,
    course_title: row.course_title,
    valid_from: iso(c.validFrom),
    valid_until: iso(c.validUntil),
    usage_limit: c.usageLimit,
    per_student_limit: c.perStudentLimit,
    used_count: c.usedCount,
    active: c.active,
    version: c.version,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** What the audit row keeps of a coupon. */
export const couponSnapshot = (c: CouponRecord) => ({
  code: c.code,
  discount_amount: c.discountAmount,
  discount_percent: c.discountPercent,
  course_id: c.courseId,
  valid_from: iso(c.validFrom),
  valid_until: iso(c.validUntil),
  usage_limit: c.usageLimit,
  per_student_limit: c.perStudentLimit,
  used_count: c.usedCount,
  active: c.active,
  version: c.version,
});

export const couponFields = (input: CouponInput) => ({
  code: input.code,
  discountAmount: input.discount_amount,
  discountPercent: input.discount_percent,
  courseId: input.course_id,
  validFrom: input.valid_from ? new Date(input.valid_from) : null,
  validUntil: input.valid_until ? new Date(input.valid_until) : null,
  usageLimit: input.usage_limit,
  perStudentLimit: input.per_student_limit,
  active: input.active,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const columns = { coupon: coupons, course_title: courses.courseTitle };

export const fieldError = invalidAt;

export function adminCouponsRepository(db: Db) {
  return {
    async list(query: { page: number; page_size: number; q?: string; active?: 'true' | 'false'; course_id?: number }, order: SQL) {
      const where: SQL[] = [];
      if (query.q) where.push(ilike(coupons.code, `%${escapeLike(query.q)}%`));
      if (query.active) where.push(eq(coupons.active, query.active === 'true'));
      if (query.course_id) where.push(eq(coupons.courseId, query.course_id));
      const condition = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(coupons)
          .leftJoin(courses, eq(courses.id, coupons.courseId))
          .where(condition)
          .orderBy(order, coupons.id)
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db.select({ n: count() }).from(coupons).where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(id: number) {
      const [row] = await db.select(columns).from(coupons).leftJoin(courses, eq(courses.id, coupons.courseId)).where(eq(coupons.id, id));
      return row;
    },

    /** 422 at body.course_id for a course that does not exist. */
    async checkCourse(courseId: number | null) {
      if (courseId === null) return;
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      if (!row) throw fieldError('course_id', 'This course does not exist.');
    },

    async create(input: CouponInput) {
      const [row] = await db.insert(coupons).values(couponFields(input)).returning();
      return row!;
    },

    async lockVersion(id: number, version: number) {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!row) throw notFound('Coupon');
      if (row.version !== version) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
      return row;
    },

    async update(id: number, version: number, input: CouponInput) {
      const [row] = await db
        .update(coupons)
        .set({ ...couponFields(input), version: version + 1, updatedAt: new Date() })
        .where(and(eq(coupons.id, id), eq(coupons.version, version)))
        .returning();
      if (!row) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
      return row;
    },
  };
}
