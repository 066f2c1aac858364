// Prepared statements for the queries every authenticated request runs. On PostgreSQL a named
// statement skips parse and plan and drizzle skips rebuilding the SQL: measured here, a lookup
// went from ~380 µs to ~80 µs and from ~5.5k to ~18k queries/s at 50 in flight (decision 104).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseStudents, revokedTokens, students, users } from '../db/schema';

export function preparedQueries(db: Db) {
  const enrolment = db
    .select({
      id: courseStudents.id,
      course_id: courseStudents.courseId,
      student_id: courseStudents.studentId,
      last_opened_class_id: courseStudents.lastOpenedClassId,
    })
    .from(courseStudents)
    .where(and(eq(courseStudents.studentId, sql.placeholder('studentId')), eq(courseStudents.courseId, sql.placeholder('courseId'))))
    .prepare('enrolment_by_student_course');

  const revoked = db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, sql.placeholder('jti')))
    .prepare('revoked_token_by_jti');

  const userWithStudent = db
    .select({ user: users, student: students })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_with_student_by_id');

  return {
    async enrolment(studentId: number, courseId: number) {
      const [row] = await enrolment.execute({ studentId, courseId });
      return row;
    },
    async isRevoked(jti: string) {
      return (await revoked.execute({ jti })).length > 0;
    },
    async userWithStudent(userId: number) {
      const [row] = await userWithStudent.execute({ userId });
      return row;
    },
  };
}
