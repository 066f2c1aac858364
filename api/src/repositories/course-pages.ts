// The public course page's reads (decision 211): a published, unarchived course by its slug, its
// outline in order, the YouTube files of its free-preview classes only (the other classes' files
// are never read here, so they cannot leak into the answer), and what its quizzes, assignments and
// completion rules are. Data only, on the Db it is given.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assignments, classFiles, classes, courses, quizzes, sections } from '../db/schema';
import { courseColumns } from './courses';

export interface SyllabusRow {
  id: number;
  sectionId: number;
  title: string;
  duration: number | null;
  kind: string;
  freePreview: boolean;
}

export function coursePagesRepository(db: Db) {
  return {
    /** The course a visitor may see under `slug`; undefined for an unknown, draft or archived one. */
    async publishedBySlug(slug: string) {
      const [row] = await db
        .select({ ...courseColumns, slug: courses.slug, faq: courses.faq, mockInterviewCredits: courses.mockInterviewCredits })
        .from(courses)
        .where(and(eq(courses.slug, slug), eq(courses.published, true), eq(courses.archived, false)))
        .limit(1);
      return row;
    },

    async sections(courseId: number) {
      return db.select({ id: sections.id, name: sections.name }).from(sections).where(eq(sections.courseId, courseId)).orderBy(asc(sections.position));
    },

    async classes(courseId: number): Promise<SyllabusRow[]> {
      return db
        .select({
          id: classes.id,
          sectionId: classes.sectionId,
          title: classes.title,
          duration: classes.duration,
          kind: classes.onlineClassType,
          freePreview: classes.freePreview,
        })
        .from(classes)
        .where(eq(classes.courseId, courseId))
        .orderBy(asc(classes.position), asc(classes.id));
    },

    /** Quizzes and assignments staff have authored on the course's classes (a QUIZ class without its quiz is not one). */
    async authored(courseId: number) {
      const [[quizRow], [assignmentRow]] = await Promise.all([
        db.select({ n: count() }).from(quizzes).innerJoin(classes, eq(classes.id, quizzes.classId)).where(eq(classes.courseId, courseId)),
        db.select({ n: count() }).from(assignments).innerJoin(classes, eq(classes.id, assignments.classId)).where(eq(classes.courseId, courseId)),
      ]);
      return { quizzes: quizRow?.n ?? 0, assignments: assignmentRow?.n ?? 0 };
    },

    /** The files of the given preview classes, in id order (the viewer's rule picks one per class). */
    async previewFiles(previewClassIds: number[]) {
      if (previewClassIds.length === 0) return [];
      return db
        .select({ classId: classFiles.classId, isOriginal: classFiles.isOriginal, type: classFiles.onlineClassFileType, url: classFiles.url })
        .from(classFiles)
        .innerJoin(classes, eq(classes.id, classFiles.classId))
        .where(and(inArray(classFiles.classId, previewClassIds), eq(classes.freePreview, true)))
        .orderBy(asc(classFiles.id));
    },
  };
}
