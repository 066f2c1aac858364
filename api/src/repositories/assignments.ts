// Assignments, their submissions and the course trainers (decisions 133, 134): data only, on the
// Db it is given. Every read of a submission names what it must belong to (course, class,
// student), so an id from elsewhere finds nothing.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assignmentSubmissions, assignments, classes, courseStudents, courseTrainers, courses, students, users, type StoredSubmissionFile } from '../db/schema';

export type AssignmentRow = typeof assignments.$inferSelect;
export type SubmissionRow = typeof assignmentSubmissions.$inferSelect;

export interface AssignmentSettings {
  instructions: string;
  dueKind: string | null;
  dueDays: number | null;
  dueDate: string | null;
}

export interface TemplateFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

export interface NewSubmission {
  assignmentId: number;
  courseId: number;
  classId: number;
  studentId: number;
  number: number;
  text: string;
  files: StoredSubmissionFile[];
  late: boolean;
  submittedAt: Date;
}

/** Who may review a course's submissions: null means every course (an admin). */
export type ReviewScope = { userId: number } | null;

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export function assignmentsRepository(db: Db) {
  const trainerOf = (scope: ReviewScope): SQL | undefined =>
    scope
      ? sql`exists (select 1 from ${courseTrainers} where ${courseTrainers.courseId} = ${assignmentSubmissions.courseId} and ${courseTrainers.userId} = ${scope.userId})`
      : undefined;

  return {
    async findClass(courseId: number, classId: number) {
      const [row] = await db
        .select({ id: classes.id, type: classes.onlineClassType, title: classes.title })
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.courseId, courseId)));
      return row;
    },

    async findByClass(classId: number, { lock = false } = {}): Promise<AssignmentRow | undefined> {
      const query = db.select().from(assignments).where(eq(assignments.classId, classId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insert(classId: number, settings: AssignmentSettings): Promise<AssignmentRow> {
      const [row] = await db
        .insert(assignments)
        .values({ classId, ...settings })
        .returning();
      return row!;
    },

    /** Null when `version` is stale. */
    async update(id: number, version: number, settings: AssignmentSettings): Promise<AssignmentRow | null> {
      const [row] = await db
        .update(assignments)
        .set({ ...settings, version: version + 1, updatedAt: new Date() })
        .where(and(eq(assignments.id, id), eq(assignments.version, version)))
        .returning();
      return row ?? null;
    },

    async setTemplate(id: number, file: TemplateFile | null): Promise<AssignmentRow> {
      const [row] = await db
        .update(assignments)
        .set({
          templateKey: file?.key ?? null,
          templateName: file?.name ?? null,
          templateType: file?.type ?? null,
          templateSize: file?.size ?? null,
          version: sql`${assignments.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(assignments.id, id))
        .returning();
      return row!;
    },

    /** The student's enrolment in the course, locked when asked (it serialises one student's submissions). */
    async enrolment(studentId: number, courseId: number, { lock = false } = {}) {
      const query = db
        .select({ id: courseStudents.id, createdAt: courseStudents.createdAt })
        .from(courseStudents)
        .where(and(eq(courseStudents.studentId, studentId), eq(courseStudents.courseId, courseId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The database's clock: one clock for every API replica (as quiz deadlines, decision 130). */
    async now(): Promise<Date> {
      const [row] = rowsOf<{ now: string | Date }>(await db.execute(sql`select now() as now`));
      return new Date(row!.now);
    },

    /** One student's versions of an assignment, newest first. */
    async submissionsOf(assignmentId: number, studentId: number): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(assignmentSubmissions)
        .where(and(eq(assignmentSubmissions.assignmentId, assignmentId), eq(assignmentSubmissions.studentId, studentId)))
        .orderBy(desc(assignmentSubmissions.number));
    },

    async insertSubmission(values: NewSubmission): Promise<SubmissionRow> {
      const [row] = await db.insert(assignmentSubmissions).values(values).returning();
      return row!;
    },

    /** The student's own submission in that class of that course. */
    async ownSubmission(id: number, where: { courseId: number; classId: number; studentId: number }): Promise<SubmissionRow | undefined> {
      const [row] = await db
        .select()
        .from(assignmentSubmissions)
        .where(
          and(
            eq(assignmentSubmissions.id, id),
            eq(assignmentSubmissions.courseId, where.courseId),
            eq(assignmentSubmissions.classId, where.classId),
            eq(assignmentSubmissions.studentId, where.studentId),
          ),
        );
      return row;
    },

    /** A submission with what a reviewer sees around it; locked (the submission row only) when asked. */
    async submissionForReview(id: number, { lock = false } = {}) {
      const query = db
        .select({
          submission: assignmentSubmissions,
          courseTitle: courses.courseTitle,
          classTitle: classes.title,
          studentName: users.name,
          studentEmail: users.email,
          enrolledAt: courseStudents.createdAt,
          enrolmentId: courseStudents.id,
          instructions: assignments.instructions,
          dueKind: assignments.dueKind,
          dueDays: assignments.dueDays,
          dueDate: assignments.dueDate,
        })
        .from(assignmentSubmissions)
        .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
        .innerJoin(courses, eq(courses.id, assignmentSubmissions.courseId))
        .innerJoin(classes, eq(classes.id, assignmentSubmissions.classId))
        .innerJoin(students, eq(students.id, assignmentSubmissions.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .leftJoin(
          courseStudents,
          and(eq(courseStudents.studentId, assignmentSubmissions.studentId), eq(courseStudents.courseId, assignmentSubmissions.courseId)),
        )
        .where(eq(assignmentSubmissions.id, id));
      const [row] = lock ? await query.for('update', { of: assignmentSubmissions }) : await query;
      return row;
    },

    async reviewerNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(sql`${users.id} in ${ids}`);
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async decide(id: number, decision: { status: 'accepted' | 'returned'; comment: string | null; reviewedBy: number }): Promise<SubmissionRow> {
      const [row] = await db
        .update(assignmentSubmissions)
        .set({ status: decision.status, reviewComment: decision.comment, reviewedBy: decision.reviewedBy, reviewedAt: sql`now()` })
        .where(eq(assignmentSubmissions.id, id))
        .returning();
      return row!;
    },

    /** Submissions waiting for a review, oldest first, of the courses in scope. */
    async queue(scope: ReviewScope, filter: { courseId?: number }, window: { limit: number; offset: number }) {
      const where = and(
        eq(assignmentSubmissions.status, 'submitted'),
        filter.courseId === undefined ? undefined : eq(assignmentSubmissions.courseId, filter.courseId),
        trainerOf(scope),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: assignmentSubmissions.id,
            courseId: assignmentSubmissions.courseId,
            courseTitle: courses.courseTitle,
            classId: assignmentSubmissions.classId,
            classTitle: classes.title,
            studentId: assignmentSubmissions.studentId,
            studentName: users.name,
            number: assignmentSubmissions.number,
            late: assignmentSubmissions.late,
            submittedAt: assignmentSubmissions.submittedAt,
            fileCount: sql<number>`jsonb_array_length(${assignmentSubmissions.files})::int`,
          })
          .from(assignmentSubmissions)
          .innerJoin(courses, eq(courses.id, assignmentSubmissions.courseId))
          .innerJoin(classes, eq(classes.id, assignmentSubmissions.classId))
          .innerJoin(students, eq(students.id, assignmentSubmissions.studentId))
          .innerJoin(users, eq(users.id, students.userId))
          .where(where)
          .orderBy(asc(assignmentSubmissions.submittedAt), asc(assignmentSubmissions.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(assignmentSubmissions).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
