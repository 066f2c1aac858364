// Course shapes of SPEC §3 and the portal calls of §7. Field names are the spec's, verbatim.
import { z } from 'zod';
import { classResourceSchema } from './class-resources.ts';

export const PROGRESS_STATUS = { notStarted: 0, inProgress: 1, completed: 2 } as const; // §3 "2 completed"
export const YOUTUBE_FILE_TYPE = 'YOUTUBE'; // §2 class viewer
/** A class whose content is a quiz instead of a video (decision 130): the outline's online_class_type. */
export const QUIZ_CLASS_TYPE = 'QUIZ';
/** A class whose content is an assignment a trainer reviews (decision 134). */
export const ASSIGNMENT_CLASS_TYPE = 'ASSIGNMENT';

const id = z.number().int().positive();

/** §3 Course: course_duration in days, price in the smallest currency unit (paise). */
export const courseSchema = z.object({
  id,
  course_title: z.string(),
  description: z.string(),
  poster_url: z.string(),
  difficulty_level: z.string(),
  course_type: z.string(),
  course_duration: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
});
export type Course = z.infer<typeof courseSchema>;

export const coursesListResponseSchema = z.object({ results: z.array(courseSchema) });
export type CoursesListResponse = z.infer<typeof coursesListResponseSchema>;

export const sectionRefSchema = z.object({ id, name: z.string() });

export const classOutlineSchema = z.object({
  id,
  title: z.string(),
  duration: z.number().int().nonnegative().nullable(),
  online_class_type: z.string(),
});
export type ClassOutline = z.infer<typeof classOutlineSchema>;

export const courseStudentSchema = z.object({
  id,
  course_id: id,
  student_id: id,
  last_opened_class_id: id.nullable(),
});
export type CourseStudent = z.infer<typeof courseStudentSchema>;

/** GET /lms/course/{id}: course_student is null until the caller is enrolled. */
export const courseDetailsResponseSchema = z.object({
  course: courseSchema,
  course_student: courseStudentSchema.nullable(),
  classes: z.array(z.object({ section: sectionRefSchema, classes: z.array(classOutlineSchema) })),
  /** "incl. GST", "+ 18 % GST" or null (free, or a seller not registered): gstPriceNote (decision 211). Optional for older clients' fixtures. */
  price_note: z.string().nullable().optional(),
});
export type CourseDetailsResponse = z.infer<typeof courseDetailsResponseSchema>;

export const progressStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const classWithProgressSchema = classOutlineSchema.extend({ progress_status: progressStatusSchema });
export type ClassWithProgress = z.infer<typeof classWithProgressSchema>;

export const courseProgressSchema = z.object({
  completed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  percent: z.number().int().min(0).max(100),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/** GET /lms/course/{courseId}/continue/{courseStudentId}: the class viewer's data. */
export const continueCourseResponseSchema = z.object({
  course: courseSchema,
  course_student: courseStudentSchema,
  classes: z.array(z.object({ section: sectionRefSchema, classes: z.array(classWithProgressSchema) })),
  progress: courseProgressSchema,
});
export type ContinueCourseResponse = z.infer<typeof continueCourseResponseSchema>;

/**
 * The class the viewer opens (SPEC §4: the active class resets when a course's data loads): the one
 * opened last when it is still in the outline, else the first. One rule for the browser's viewer
 * and the page server, which reads that class to render the viewer signed in (decision 031).
 */
export function initialClassId(data: Pick<ContinueCourseResponse, 'course_student' | 'classes'>): number | null {
  const all = data.classes.flatMap((s) => s.classes);
  const last = data.course_student.last_opened_class_id;
  if (last && all.some((c) => c.id === last)) return last;
  return all[0]?.id ?? null;
}

/** §3 class file: the viewer plays the is_original one, else the first (§4). */
export const classFileSchema = z.object({
  id,
  is_original: z.boolean(),
  online_class_file_type: z.string(),
  url: z.string(),
});
export type ClassFile = z.infer<typeof classFileSchema>;

export const classDetailResponseSchema = z.object({
  class: classOutlineSchema.extend({ description: z.string(), progress_status: progressStatusSchema }),
  files: z.array(classFileSchema),
  /** The class's downloadable files, oldest first (decision 131). */
  resources: z.array(classResourceSchema).default([]),
});
export type ClassDetailResponse = z.infer<typeof classDetailResponseSchema>;

/** PUT /lms/course/{id}/class/{classId}/progress — beyond §7, for the check marks of §2. */
export const progressRequestSchema = z.object({
  status: z.union([z.literal(1), z.literal(2)], { error: 'status must be 1 (in progress) or 2 (completed).' }),
});
export type ProgressRequest = z.infer<typeof progressRequestSchema>;

export const progressResponseSchema = z.object({
  class_id: id,
  progress_status: progressStatusSchema,
  progress: courseProgressSchema,
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;
