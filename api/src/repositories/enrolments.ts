import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { PROGRESS_STATUS } from '@sap-academy/contracts';
import { classProgress, courseStudents, students } from '../db/schema';

interface EnrolmentWithProgressRow extends Record<string, unknown> {
  course_id: number;
  course_student_id: number;
  course_title: string;
  description: string;
  poster_url: string;
  difficulty_level: string;
  course_type: string;
  course_duration: number;
  price: number;
  for_sale: boolean;
  total: number;
  completed: number;
}

const enrolmentColumns = {
  id: courseStudents.id,
  course_id: courseStudents.courseId,
  student_id: courseStudents.studentId,
  last_opened_class_id: courseStudents.lastOpenedClassId,
};

export function enrolmentsRepository(db: Db) {
  return {
    /**
     * The student's enrolments, oldest first, each with its course (archived or not: the
     * student keeps what they bought) and completed / total classes, in one query.
     */
    async listWithProgress(studentId: number): Promise<EnrolmentWithProgressRow[]> {
      const result = await db.execute<EnrolmentWithProgressRow>(sql`
        select cs.course_id, cs.id as course_student_id,
               co.course_title, co.description, co.poster_url, co.difficulty_level, co.course_type,
               co.course_duration, co.price, (co.published and not co.archived) as for_sale,
               count(c.id)::int as total,
               count(cp.id) filter (where cp.status = ${PROGRESS_STATUS.completed})::int as completed
        from course_students cs
        join courses co on co.id = cs.course_id
        left join classes c on c.course_id = cs.course_id
        left join class_progress cp on cp.class_id = c.id and cp.student_id = cs.student_id
        where cs.student_id = ${studentId}
        group by cs.id, cs.course_id, co.id
        order by cs.id`);
      return (Array.isArray(result) ? result : (result as { rows: EnrolmentWithProgressRow[] }).rows) as EnrolmentWithProgressRow[];
    },

    async find(studentId: number, courseId: number) {
      const [row] = await db
        .select(enrolmentColumns)
        .from(courseStudents)
        .where(and(eq(courseStudents.studentId, studentId), eq(courseStudents.courseId, courseId)));
      return row;
    },

    async findById(id: number) {
      const [row] = await db.select(enrolmentColumns).from(courseStudents).where(eq(courseStudents.id, id));
      return row;
    },

    /** Idempotent: the unique (student, course) index turns a second insert into a read. */
    async enrol(studentId: number, courseId: number) {
      await db.insert(courseStudents).values({ studentId, courseId }).onConflictDoNothing();
      const row = await this.find(studentId, courseId);
      if (!row) throw new Error('enrolment vanished after insert');
      return row;
    },

    /** Serialises one student's joins: every join transaction locks the student row first. */
    async lockStudent(studentId: number) {
      await db.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for('update');
    },

    async setLastOpened(enrolmentId: number, classId: number) {
      await db.update(courseStudents).set({ lastOpenedClassId: classId }).where(eq(courseStudents.id, enrolmentId));
    },

    async progressOf(studentId: number, classIds: number[]): Promise<Map<number, number>> {
      if (classIds.length === 0) return new Map();
      const rows = await db
        .select({ classId: classProgress.classId, status: classProgress.status })
        .from(classProgress)
        .where(and(eq(classProgress.studentId, studentId), inArray(classProgress.classId, classIds)));
      return new Map(rows.map((r) => [r.classId, r.status]));
    },

    /** Progress never goes backwards: completed stays completed when a class is reopened. */
    async upsertProgress(studentId: number, classId: number, status: 1 | 2) {
      const now = new Date();
      const [row] = await db
        .insert(classProgress)
        .values({ studentId, classId, status, completedAt: status === 2 ? now : null })
        .onConflictDoUpdate({
          target: [classProgress.studentId, classProgress.classId],
          set: {
            status: sql`greatest(${classProgress.status}, excluded.status)`,
            completedAt: sql`coalesce(${classProgress.completedAt}, excluded.completed_at)`,
            updatedAt: now,
          },
        })
        .returning({ status: classProgress.status });
      return row!.status;
    },
  };
}
