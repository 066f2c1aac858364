// The back office's reads and writes of the catalogue. Every write runs in the caller's
// transaction, after `lockVersion` has locked the course row and checked the version the form
// loaded, so the audit row and the change commit together or not at all.
import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminCourse, type AdminCourseDetail, type ClassType, type CourseInput, type OutlineSection } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { classFiles, classes, courseStudents, courses, couponRedemptions, payments, sections } from '../db/schema';
import { DomainError, notFound } from '../domain/errors';
import type { SortColumns } from './admin-list';

/** Where a course's poster is drawn from its slug and title (routes/media.ts), as the seed sets it. */
export const generatedPosterUrl = (slug: string) => `/images/courses/${slug}.svg`;

type CourseRecord = typeof courses.$inferSelect;

// Spelled out: drizzle writes ${courses.id} as a bare "id" in a one-table select, which inside
// these subqueries would name the inner table's id.
const outerId = sql.raw('"courses"."id"');
const enrolledCount = sql<number>`(select count(*) from course_students cs where cs.course_id = ${outerId})::int`;
const sectionCount = sql<number>`(select count(*) from sections s where s.course_id = ${outerId})::int`;
const classCount = sql<number>`(select count(*) from classes c where c.course_id = ${outerId})::int`;

const listColumns = {
  course: courses,
  enrolled_count: enrolledCount,
  section_count: sectionCount,
  class_count: classCount,
};

/** Sortable columns of GET /admin/courses; `-name` sorts descending. */
export const COURSE_SORTS: SortColumns = {
  course_title: courses.courseTitle,
  updated_at: courses.updatedAt,
  created_at: courses.createdAt,
  price: courses.price,
  enrolled_count: enrolledCount,
};

export const courseStatus = (c: Pick<CourseRecord, 'published' | 'archived'>) => (c.archived ? 'archived' : c.published ? 'published' : 'draft');

/** The generated poster reads as '' so the form sends it back unchanged and it follows the slug. */
const posterOf = (c: Pick<CourseRecord, 'posterUrl' | 'slug'>) => (c.posterUrl === generatedPosterUrl(c.slug) ? '' : c.posterUrl);

export function toAdminCourse(row: { course: CourseRecord; enrolled_count: number; section_count: number; class_count: number }): AdminCourse {
  const c = row.course;
  return {
    id: c.id,
    course_title: c.courseTitle,
    slug: c.slug,
    description: c.description,
    poster_url: posterOf(c),
    difficulty_level: c.difficultyLevel,
    course_type: c.courseType,
    course_duration: c.courseDuration,
    price: c.price,
    published: c.published,
    archived: c.archived,
    status: courseStatus(c),
    enrolled_count: Number(row.enrolled_count),
    section_count: Number(row.section_count),
    class_count: Number(row.class_count),
    faq: c.faq,
    server_access_days: c.serverAccessDays,
    mock_interview_credits: c.mockInterviewCredits,
    version: c.version,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** What the audit row keeps of a course: its editable fields and state. */
export const courseSnapshot = (c: CourseRecord) => ({
  course_title: c.courseTitle,
  slug: c.slug,
  description: c.description,
  poster_url: c.posterUrl,
  difficulty_level: c.difficultyLevel,
  course_type: c.courseType,
  course_duration: c.courseDuration,
  price: c.price,
  published: c.published,
  archived: c.archived,
  faq: c.faq,
  server_access_days: c.serverAccessDays,
  mock_interview_credits: c.mockInterviewCredits,
  version: c.version,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const courseFields = (input: CourseInput) => ({
  courseTitle: input.course_title,
  slug: input.slug,
  description: input.description,
  posterUrl: input.poster_url || generatedPosterUrl(input.slug),
  difficultyLevel: input.difficulty_level,
  courseType: input.course_type,
  courseDuration: input.course_duration,
  price: input.price,
  published: input.published,
  ...(input.faq === undefined ? {} : { faq: input.faq }),
  ...(input.server_access_days === undefined ? {} : { serverAccessDays: input.server_access_days }),
  ...(input.mock_interview_credits === undefined ? {} : { mockInterviewCredits: input.mock_interview_credits }),
});

export interface CourseListQuery {
  page: number;
  page_size: number;
  sort?: string;
  q?: string;
  status?: 'draft' | 'published' | 'archived';
}

export function adminCoursesRepository(db: Db) {
  return {
    async list(query: CourseListQuery, order: SQL) {
      const where: SQL[] = [];
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        where.push(or(ilike(courses.courseTitle, pattern), ilike(courses.slug, pattern))!);
      }
      if (query.status === 'archived') where.push(eq(courses.archived, true));
      if (query.status === 'published') where.push(and(eq(courses.published, true), eq(courses.archived, false))!);
      if (query.status === 'draft') where.push(and(eq(courses.published, false), eq(courses.archived, false))!);
      const condition = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(courses)
          .where(condition)
          .orderBy(order, asc(courses.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db.select({ n: count() }).from(courses).where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(id: number) {
      const [row] = await db.select(listColumns).from(courses).where(eq(courses.id, id));
      return row;
    },

    /** The outline with every id, sections and classes in order, files in id order. */
    async outline(courseId: number): Promise<AdminCourseDetail['sections']> {
      const sectionRows = await db.select().from(sections).where(eq(sections.courseId, courseId)).orderBy(asc(sections.position));
      const classRows = await db.select().from(classes).where(eq(classes.courseId, courseId)).orderBy(asc(classes.position));
      const fileRows = classRows.length
        ? await db
            .select()
            .from(classFiles)
            .where(
              inArray(
                classFiles.classId,
                classRows.map((c) => c.id),
              ),
            )
            .orderBy(asc(classFiles.id))
        : [];
      return sectionRows.map((s) => ({
        id: s.id,
        name: s.name,
        classes: classRows
          .filter((c) => c.sectionId === s.id)
          .map((c) => ({
            id: c.id,
            title: c.title,
            description: c.description,
            duration: c.duration,
            online_class_type: c.onlineClassType as ClassType,
            free_preview: c.freePreview,
            files: fileRows
              .filter((f) => f.classId === c.id)
              .map((f) => ({ id: f.id, is_original: f.isOriginal, online_class_file_type: f.onlineClassFileType as 'YOUTUBE', url: f.url })),
          })),
      }));
    },

    async create(input: CourseInput) {
      const [row] = await db.insert(courses).values(courseFields(input)).returning();
      return row!;
    },

    /**
     * Locks the course row and checks the version the change was based on: 404 when it is gone,
     * 409 (staleVersion) when someone changed it since.
     */
    async lockVersion(id: number, version: number | undefined) {
      const [row] = await db.select().from(courses).where(eq(courses.id, id)).for('update');
      if (!row) throw notFound('Course');
      if (version !== undefined && row.version !== version) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
      return row;
    },

    /** UPDATE … WHERE version = the one read, bumping it: the version check is the statement itself. */
    async update(id: number, version: number, values: Partial<typeof courses.$inferInsert>) {
      const [row] = await db
        .update(courses)
        .set({ ...values, version: sql`${courses.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(courses.id, id), eq(courses.version, version)))
        .returning();
      if (!row) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
      return row;
    },

    /** Why a course cannot be deleted (students, orders or coupon uses point at it), or null. */
    async deleteBlocker(id: number): Promise<string | null> {
      // One after the other: the delete asks inside its transaction, one connection (pg 9 refuses a second query on a busy one).
      const [enrolled] = await db.select({ n: count() }).from(courseStudents).where(eq(courseStudents.courseId, id));
      const [paid] = await db.select({ n: count() }).from(payments).where(eq(payments.courseId, id));
      const [redeemed] = await db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.courseId, id));
      return enrolled!.n + paid!.n + redeemed!.n > 0 ? ADMIN_MESSAGES.archiveInstead : null;
    },

    async delete(id: number) {
      await db.delete(courses).where(eq(courses.id, id));
    },

    /**
     * Writes the whole ordered outline: nodes with an id are updated in place (a class keeps its id
     * and so every student's progress), nodes without one are inserted, and the course's nodes
     * missing from the tree are deleted. Ids must belong to this course (422 otherwise).
     */
    async replaceOutline(courseId: number, tree: OutlineSection[]) {
      const ownSections = new Set((await db.select({ id: sections.id }).from(sections).where(eq(sections.courseId, courseId))).map((r) => r.id));
      const ownClasses = new Set((await db.select({ id: classes.id }).from(classes).where(eq(classes.courseId, courseId))).map((r) => r.id));
      const seenSections = new Set<number>();
      const seenClasses = new Set<number>();
      const refuse = (path: string, message: string) => new DomainError('invalid', message, { fields: { [path]: message } });
      tree.forEach((section, s) => {
        if (section.id === undefined) return;
        if (!ownSections.has(section.id)) throw refuse(`body.sections.${s}.id`, 'This section belongs to another course.');
        if (seenSections.has(section.id)) throw refuse(`body.sections.${s}.id`, 'This section appears twice.');
        seenSections.add(section.id);
      });
      tree.forEach((section, s) =>
        section.classes.forEach((cls, c) => {
          if (cls.id === undefined) return;
          if (!ownClasses.has(cls.id)) throw refuse(`body.sections.${s}.classes.${c}.id`, 'This class belongs to another course.');
          if (seenClasses.has(cls.id)) throw refuse(`body.sections.${s}.classes.${c}.id`, 'This class appears twice.');
          seenClasses.add(cls.id);
        }),
      );

      // Out of the way first: (course_id, position) and (section_id, position) are unique, and
      // a reorder would otherwise collide with a sibling's old position mid-way. -id is unique.
      await db
        .update(sections)
        .set({ position: sql`-${sections.id}` })
        .where(eq(sections.courseId, courseId));
      await db
        .update(classes)
        .set({ position: sql`-${classes.id}` })
        .where(eq(classes.courseId, courseId));

      for (const [s, section] of tree.entries()) {
        let sectionId = section.id;
        if (sectionId === undefined) {
          const [created] = await db
            .insert(sections)
            .values({ courseId, name: section.name, position: s + 1 })
            .returning({ id: sections.id });
          sectionId = created!.id;
        } else {
          await db
            .update(sections)
            .set({ name: section.name, position: s + 1 })
            .where(eq(sections.id, sectionId));
        }
        for (const [c, cls] of section.classes.entries()) {
          const values = {
            sectionId,
            courseId,
            title: cls.title,
            description: cls.description,
            duration: cls.duration,
            onlineClassType: cls.online_class_type,
            ...(cls.free_preview === undefined ? {} : { freePreview: cls.free_preview }),
            position: c + 1,
          };
          let classId = cls.id;
          if (classId === undefined) {
            const [created] = await db.insert(classes).values(values).returning({ id: classes.id });
            classId = created!.id;
          } else {
            await db.update(classes).set(values).where(eq(classes.id, classId));
            await db.delete(classFiles).where(eq(classFiles.classId, classId));
          }
          seenClasses.add(classId);
          if (cls.files.length) {
            await db
              .insert(classFiles)
              .values(cls.files.map((f) => ({ classId: classId, isOriginal: f.is_original, onlineClassFileType: f.online_class_file_type, url: f.url })));
          }
        }
        seenSections.add(sectionId);
      }

      // Classes first: a kept class may have moved out of a section that is now deleted.
      const keptClasses = [...seenClasses];
      await db.delete(classes).where(and(eq(classes.courseId, courseId), keptClasses.length ? notInArray(classes.id, keptClasses) : undefined));
      const keptSections = [...seenSections];
      await db.delete(sections).where(and(eq(sections.courseId, courseId), keptSections.length ? notInArray(sections.id, keptSections) : undefined));
    },
  };
}
