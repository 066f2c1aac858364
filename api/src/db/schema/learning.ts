// Enrolments (one per student and course) and class progress (0/1/2, 2 = completed, §3).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, parentId } from './columns';
import { students, users } from './accounts';
import { classes, courses } from './catalogue';

export const courseStudents = pgTable(
  'course_students',
  {
    id: serial('id').primaryKey(),
    studentId: parentId('student_id', () => students.id),
    courseId: parentId('course_id', () => courses.id),
    lastOpenedClassId: integer('last_opened_class_id').references(() => classes.id, { onDelete: 'set null' }),
    /** The staff member who granted it in the back office; null for a student's own enrolment. */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('course_students_student_course_key').on(t.studentId, t.courseId)],
);

export const classProgress = pgTable(
  'class_progress',
  {
    id: serial('id').primaryKey(),
    studentId: parentId('student_id', () => students.id),
    classId: parentId('class_id', () => classes.id),
    status: smallint('status').notNull(), // 0 not started, 1 in progress, 2 completed (§3)
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('class_progress_student_class_key').on(t.studentId, t.classId), check('class_progress_status_range', sql`${t.status} between 0 and 2`)],
);
