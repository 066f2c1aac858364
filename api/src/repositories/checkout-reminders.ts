// The checkout reminder's reads (decision 145): orders that expired unpaid in a window, whose
// student has not opted out of marketing mail, has not paid for or been enrolled in that course
// since, and the marketing opt-out itself. Data only: the scan is services/checkout-reminders.ts'.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseStudents, courses, payments, students, users } from '../db/schema';

export interface ExpiredCheckout {
  paymentId: number;
  userId: number;
  email: string;
  name: string;
  courseTitle: string;
  courseSlug: string;
}

export function checkoutRemindersRepository(db: Db) {
  return {
    /** Orders expired in (`from`, `to`] that still deserve a reminder. */
    async expiredUnpaid(from: Date, to: Date): Promise<ExpiredCheckout[]> {
      return db
        .select({
          paymentId: payments.id,
          userId: users.id,
          email: users.email,
          name: users.name,
          courseTitle: courses.courseTitle,
          courseSlug: courses.slug,
        })
        .from(payments)
        .innerJoin(students, eq(students.id, payments.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .innerJoin(courses, eq(courses.id, payments.courseId))
        .where(
          and(
            eq(payments.status, 'expired'),
            gt(payments.expiresAt, from),
            lte(payments.expiresAt, to),
            eq(users.marketingOptOut, false),
            // Paid for the course since (another order), or enrolled some other way (a free coupon, staff).
            sql`not exists (select 1 from ${payments} paid where paid.student_id = ${payments.studentId} and paid.course_id = ${payments.courseId} and paid.status = 'paid')`,
            sql`not exists (select 1 from ${courseStudents} where ${courseStudents.studentId} = ${payments.studentId} and ${courseStudents.courseId} = ${payments.courseId})`,
          ),
        )
        .orderBy(payments.id);
    },

    /** Whether the account with this address opted out of marketing mail (an address with no account did not). */
    async optedOut(email: string): Promise<boolean> {
      const [row] = await db
        .select({ optOut: users.marketingOptOut })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return row?.optOut ?? false;
    },

    /** Opts the user out; false when there is no such user. */
    async optOut(userId: number): Promise<boolean> {
      const rows = await db.update(users).set({ marketingOptOut: true }).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
