// GET /lms/enrolments — beyond §7: the signed-in student's enrolments with their progress, so
// the course list can show progress on enrolled cards while the list itself stays one cached
// answer for everybody.
// Each enrolment carries its course and whether it is still sold. Archiving takes a
// course out of the catalogue (the cached list) only: a student who paid keeps it in their list,
// marked "No longer sold" (docs/decisions/015-what-a-student-keeps.md).
import { z } from 'zod';
import { courseProgressSchema, courseSchema } from './courses.ts';

export const myEnrolmentSchema = z.object({
  course_id: z.number().int().positive(),
  course_student_id: z.number().int().positive(),
  progress: courseProgressSchema,
  course: courseSchema,
  /** false once the course is archived or unpublished: gone from the catalogue, kept for this student. */
  for_sale: z.boolean(),
});
export type MyEnrolment = z.infer<typeof myEnrolmentSchema>;

export const myEnrolmentsResponseSchema = z.object({ results: z.array(myEnrolmentSchema) });
export type MyEnrolmentsResponse = z.infer<typeof myEnrolmentsResponseSchema>;
