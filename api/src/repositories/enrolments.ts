import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { classProgress, courseStudents, students } from '../db/schema';

const enrolmentColumns = {
  id: courseStudents.id,
  course_id: courseStudents.courseId,
  student_id: courseStudents.studentId,
  last_opened_class_id: courseStudents.lastOpenedClassId,
};

export function enrolmentsRepository(db: Db) {
  return {
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
