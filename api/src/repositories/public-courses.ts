// The published, unarchived courses as the public pages list them (GET /site-data) and the
// downloadable catalogue prints them (GET /catalogue.pdf): display order (id, as the portal lists
// them), each with its section names as topics and its number of classes.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PublicCourse } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { classes, courses, sections } from '../db/schema';
import { courseColumns } from './courses';

// The portal's course columns (repositories/courses.ts) with the slug after the id, as /site-data has always sent them.
const { id, ...columns } = courseColumns;

export async function publicCourses(db: Db): Promise<PublicCourse[]> {
  const rows = await db
    .select({ id, slug: courses.slug, ...columns })
    .from(courses)
    .where(and(eq(courses.published, true), eq(courses.archived, false)))
    .orderBy(asc(courses.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sectionRows, classRows] = await Promise.all([
    db
      .select({ courseId: sections.courseId, name: sections.name })
      .from(sections)
      .where(inArray(sections.courseId, ids))
      .orderBy(asc(sections.courseId), asc(sections.position)),
    db.select({ courseId: classes.courseId }).from(classes).where(inArray(classes.courseId, ids)),
  ]);
  const topics = new Map<number, string[]>();
  for (const s of sectionRows) topics.set(s.courseId, [...(topics.get(s.courseId) ?? []), s.name]);
  const classCount = new Map<number, number>();
  for (const c of classRows) classCount.set(c.courseId, (classCount.get(c.courseId) ?? 0) + 1);
  return rows.map((r) => ({ ...r, topics: topics.get(r.id) ?? [], class_count: classCount.get(r.id) ?? 0 }));
}

/** The title a course's poster shows (GET /images/courses/{slug}.svg), for any course with that slug. */
export async function posterTitle(db: Db, slug: string): Promise<string | null> {
  const [course] = await db.select({ title: courses.courseTitle }).from(courses).where(eq(courses.slug, slug)).limit(1);
  return course?.title ?? null;
}
