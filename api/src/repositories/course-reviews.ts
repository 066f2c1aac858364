// Course reviews and trainer profiles (decision 147): data only, on the Db it is given.
import { and, asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classProgress, classes, courseReviews, courseStudents, courseTrainers, courses, students, trainerProfiles, users } from '../db/schema';

export type ReviewRow = typeof courseReviews.$inferSelect;
export type TrainerProfileRow = typeof trainerProfiles.$inferSelect;

const adminColumns = {
  id: courseReviews.id,
  courseId: courseReviews.courseId,
  courseTitle: courses.courseTitle,
  studentName: users.name,
  rating: courseReviews.rating,
  body: courseReviews.body,
  status: courseReviews.status,
  version: courseReviews.version,
  updatedAt: courseReviews.updatedAt,
};
export type AdminReviewRow = { [K in keyof typeof adminColumns]: (typeof adminColumns)[K]['_']['data'] };

const publicColumns = { rating: courseReviews.rating, body: courseReviews.body, authorName: users.name, publishedAt: courseReviews.publishedAt };

export function courseReviewsRepository(db: Db) {
  return {
    async isEnrolled(studentId: number, courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: courseStudents.id })
        .from(courseStudents)
        .where(and(eq(courseStudents.studentId, studentId), eq(courseStudents.courseId, courseId)));
      return row !== undefined;
    },

    /** The course's classes and how many of them the student has completed (status 2, SPEC §3). */
    async completion(studentId: number, courseId: number): Promise<{ total: number; completed: number }> {
      // One after the other: a review's save asks inside its transaction, one connection (pg 9 refuses a second query on a busy one).
      const [all] = await db.select({ n: count() }).from(classes).where(eq(classes.courseId, courseId));
      const [done] = await db
        .select({ n: count() })
        .from(classProgress)
        .innerJoin(classes, eq(classes.id, classProgress.classId))
        .where(and(eq(classes.courseId, courseId), eq(classProgress.studentId, studentId), eq(classProgress.status, 2)));
      return { total: all?.n ?? 0, completed: done?.n ?? 0 };
    },

    async mine(studentId: number, courseId: number): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select()
        .from(courseReviews)
        .where(and(eq(courseReviews.studentId, studentId), eq(courseReviews.courseId, courseId)));
      return row;
    },

    /**
     * Writes the student's review: a new one, or the existing one replaced, back to pending and
     * unpublished with its version bumped (one statement, so two tabs saving at once leave one row).
     */
    async upsert(studentId: number, courseId: number, rating: number, body: string): Promise<ReviewRow> {
      const [row] = await db
        .insert(courseReviews)
        .values({ studentId, courseId, rating, body })
        .onConflictDoUpdate({
          target: [courseReviews.courseId, courseReviews.studentId],
          set: {
            rating,
            body,
            status: 'pending',
            publishedAt: null,
            moderatedBy: null,
            version: sql`${courseReviews.version} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    async adminList(status: string): Promise<AdminReviewRow[]> {
      return db
        .select(adminColumns)
        .from(courseReviews)
        .innerJoin(courses, eq(courses.id, courseReviews.courseId))
        .innerJoin(students, eq(students.id, courseReviews.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(courseReviews.status, status))
        .orderBy(status === 'pending' ? asc(courseReviews.updatedAt) : desc(courseReviews.updatedAt), asc(courseReviews.id));
    },

    async adminById(id: number): Promise<AdminReviewRow | undefined> {
      const [row] = await db
        .select(adminColumns)
        .from(courseReviews)
        .innerJoin(courses, eq(courses.id, courseReviews.courseId))
        .innerJoin(students, eq(students.id, courseReviews.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(courseReviews.id, id));
      return row;
    },

    /** The moderation, only if the review is still the version the moderator read; null otherwise. */
    async moderate(id: number, version: number, status: 'published' | 'hidden', moderatedBy: number): Promise<ReviewRow | null> {
      const [row] = await db
        .update(courseReviews)
        .set({
          status,
          moderatedBy,
          publishedAt: status === 'published' ? sql`now()` : null,
          version: sql`${courseReviews.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(courseReviews.id, id), eq(courseReviews.version, version)))
        .returning();
      return row ?? null;
    },

    /** Sum and count of a course's published ratings: the aggregate is computed from these exactly. */
    async publishedAggregate(courseId: number): Promise<{ sum: number; count: number }> {
      const [row] = await db
        .select({ total: sum(courseReviews.rating), n: count() })
        .from(courseReviews)
        .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.status, 'published')));
      return { sum: Number(row?.total ?? 0), count: row?.n ?? 0 };
    },

    async publishedForCourse(courseId: number, limit: number) {
      return db
        .select(publicColumns)
        .from(courseReviews)
        .innerJoin(students, eq(students.id, courseReviews.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.status, 'published')))
        .orderBy(desc(courseReviews.publishedAt), desc(courseReviews.id))
        .limit(limit);
    },

    /** The newest published reviews of published, unarchived courses: the home page's testimonials. */
    async publishedForSite(limit: number) {
      return db
        .select({ ...publicColumns, courseTitle: courses.courseTitle, courseSlug: courses.slug })
        .from(courseReviews)
        .innerJoin(courses, eq(courses.id, courseReviews.courseId))
        .innerJoin(students, eq(students.id, courseReviews.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(eq(courseReviews.status, 'published'), eq(courses.published, true), eq(courses.archived, false)))
        .orderBy(desc(courseReviews.publishedAt), desc(courseReviews.id))
        .limit(limit);
    },

    /** The course's assigned trainers that have a profile, by name. */
    async courseTrainerProfiles(courseId: number) {
      return db
        .select({ profile: trainerProfiles })
        .from(courseTrainers)
        .innerJoin(trainerProfiles, eq(trainerProfiles.userId, courseTrainers.userId))
        .where(eq(courseTrainers.courseId, courseId))
        .orderBy(asc(trainerProfiles.displayName), asc(trainerProfiles.userId));
    },

    /** Staff who can be assigned to a course (trainers and editors), with their profile if any. */
    async trainers() {
      return db
        .select({ userId: users.id, name: users.name, role: users.role, profile: trainerProfiles })
        .from(users)
        .leftJoin(trainerProfiles, eq(trainerProfiles.userId, users.id))
        .where(inArray(users.role, ['trainer', 'editor']))
        .orderBy(asc(users.name), asc(users.id));
    },

    async user(userId: number) {
      const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
      return row;
    },

    async profile(userId: number): Promise<TrainerProfileRow | undefined> {
      const [row] = await db.select().from(trainerProfiles).where(eq(trainerProfiles.userId, userId));
      return row;
    },

    async saveProfile(userId: number, values: { displayName: string; yearsExperience: number | null; modules: string[]; bio: string }) {
      const [row] = await db
        .insert(trainerProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: trainerProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },

    async setPhoto(userId: number, photoKey: string, photoContentType: string) {
      const [row] = await db
        .update(trainerProfiles)
        .set({ photoKey, photoContentType, updatedAt: sql`now()` })
        .where(eq(trainerProfiles.userId, userId))
        .returning();
      return row;
    },
  };
}
