// GET /lms/enrolments — beyond §7: the signed-in student's enrolments with their progress, so
// the course list can show progress on enrolled cards while the list itself stays one cached
// answer for everybody.
import { z } from 'zod';
import { courseProgressSchema } from './courses.ts';

export const myEnrolmentSchema = z.object({
  course_id: z.number().int().positive(),
  course_student_id: z.number().int().positive(),
  progress: courseProgressSchema,
});
export type MyEnrolment = z.infer<typeof myEnrolmentSchema>;

export const myEnrolmentsResponseSchema = z.object({ results: z.array(myEnrolmentSchema) });
export type MyEnrolmentsResponse = z.infer<typeof myEnrolmentsResponseSchema>;
