// Class resources (decision 131): the rows that say which stored file belongs to which class.
// Every read names the course and the class, so a resource id from another course finds nothing.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classResources, classes } from '../db/schema';

export type ClassResourceRow = typeof classResources.$inferSelect;

export function classResourcesRepository(db: Db) {
  return {
    async classExists(courseId: number, classId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.courseId, courseId)));
      return row !== undefined;
    },

    /** The class's files, oldest first (the order staff attached them). */
    async list(courseId: number, classId: number): Promise<ClassResourceRow[]> {
      return db
        .select()
        .from(classResources)
        .where(and(eq(classResources.classId, classId), eq(classResources.courseId, courseId)))
        .orderBy(asc(classResources.id));
    },

    async find(courseId: number, classId: number, resourceId: number): Promise<ClassResourceRow | undefined> {
      const [row] = await db
        .select()
        .from(classResources)
        .where(and(eq(classResources.id, resourceId), eq(classResources.classId, classId), eq(classResources.courseId, courseId)));
      return row;
    },

    async insert(row: typeof classResources.$inferInsert): Promise<ClassResourceRow> {
      const [created] = await db.insert(classResources).values(row).returning();
      return created!;
    },

    async remove(id: number): Promise<ClassResourceRow | undefined> {
      const [removed] = await db.delete(classResources).where(eq(classResources.id, id)).returning();
      return removed;
    },
  };
}
