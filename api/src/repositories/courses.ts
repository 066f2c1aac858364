import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classFiles, classes, courses, sections } from '../db/schema';

export const courseColumns = {
  id: courses.id,
  course_title: courses.courseTitle,
  description: courses.description,
  poster_url: courses.posterUrl,
  difficulty_level: courses.difficultyLevel,
  course_type: courses.courseType,
  course_duration: courses.courseDuration,
  price: courses.price,
};

const classColumns = {
  id: classes.id,
  title: classes.title,
  duration: classes.duration,
  online_class_type: classes.onlineClassType,
};

export type CourseRow = Awaited<ReturnType<ReturnType<typeof coursesRepository>['findListed']>>;

/** Open to visitors and new students: published and not archived. */
const listed = and(eq(courses.published, true), eq(courses.archived, false));

export function coursesRepository(db: Db) {
  return {
    listListed() {
      return db.select(courseColumns).from(courses).where(listed).orderBy(asc(courses.id));
    },

    async findListed(id: number) {
      const [row] = await db
        .select(courseColumns)
        .from(courses)
        .where(and(eq(courses.id, id), listed));
      return row;
    },

    /**
     * Any course, listed or not, with `listed` beside it: a student enrolled in a course that was
     * since unpublished or archived keeps its details, continue and class viewer.
     */
    async findAny(id: number) {
      const [row] = await db
        .select({ course: courseColumns, listed: sql<boolean>`(${courses.published} and not ${courses.archived})` })
        .from(courses)
        .where(eq(courses.id, id));
      return row;
    },

    /** Sections in order, each with its classes in order (§3 course details `classes`). */
    async outline(courseId: number) {
      const rows = await db
        .select({ sectionId: sections.id, sectionName: sections.name, cls: classColumns })
        .from(sections)
        .leftJoin(classes, eq(classes.sectionId, sections.id))
        .where(eq(sections.courseId, courseId))
        .orderBy(asc(sections.position), asc(classes.position));
      const grouped: Array<{ section: { id: number; name: string }; classes: Array<NonNullable<(typeof rows)[number]['cls']>> }> = [];
      for (const row of rows) {
        let group = grouped.at(-1);
        if (!group || group.section.id !== row.sectionId) {
          group = { section: { id: row.sectionId, name: row.sectionName }, classes: [] };
          grouped.push(group);
        }
        if (row.cls) group.classes.push(row.cls);
      }
      return grouped;
    },

    async findClass(courseId: number, classId: number) {
      const [row] = await db
        .select({ ...classColumns, description: classes.description })
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.courseId, courseId)));
      return row;
    },

    async classIds(courseId: number): Promise<number[]> {
      const rows = await db.select({ id: classes.id }).from(classes).where(eq(classes.courseId, courseId));
      return rows.map((r) => r.id);
    },

    filesOf(classId: number) {
      return db
        .select({
          id: classFiles.id,
          is_original: classFiles.isOriginal,
          online_class_file_type: classFiles.onlineClassFileType,
          url: classFiles.url,
        })
        .from(classFiles)
        .where(eq(classFiles.classId, classId))
        .orderBy(asc(classFiles.id));
    },
  };
}
