// Who reviews which course's assignment submissions (decision 133): data only.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseTrainers, courses, users } from '../db/schema';

export function courseTrainersRepository(db: Db) {
  return {
    async isTrainerOf(courseId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: courseTrainers.userId })
        .from(courseTrainers)
        .where(and(eq(courseTrainers.courseId, courseId), eq(courseTrainers.userId, userId)));
      return row !== undefined;
    },

    async trainersOf(courseId: number) {
      return db
        .select({ userId: users.id, name: users.name, email: users.email, role: users.role, assignedAt: courseTrainers.createdAt })
        .from(courseTrainers)
        .innerJoin(users, eq(users.id, courseTrainers.userId))
        .where(eq(courseTrainers.courseId, courseId))
        .orderBy(asc(users.name), asc(users.id));
    },

    /** True when the row is new (assigning twice is not an error). */
    async assignTrainer(courseId: number, userId: number, assignedBy: number): Promise<boolean> {
      const rows = await db.insert(courseTrainers).values({ courseId, userId, assignedBy }).onConflictDoNothing().returning();
      return rows.length > 0;
    },

    async unassignTrainer(courseId: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(courseTrainers)
        .where(and(eq(courseTrainers.courseId, courseId), eq(courseTrainers.userId, userId)))
        .returning();
      return rows.length > 0;
    },

    async user(userId: number) {
      const [row] = await db.select({ id: users.id, name: users.name, email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
      return row;
    },

    async courseExists(courseId: number): Promise<boolean> {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      return row !== undefined;
    },
  };
}
