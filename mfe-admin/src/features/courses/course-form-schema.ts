// The course form: the contract's fields, with the price typed in rupees (a string) and sent
// as integer paise.
import { z } from 'zod';
import { courseInputSchema, type AdminCourse, type CourseInput } from 'mfe-shared/contracts/admin';
import { rupeeInput } from '../../lib/money';
import { rupeesField } from '../../lib/rupees-field';

export const courseFormSchema = courseInputSchema.extend({
  price: rupeesField(courseInputSchema.shape.price),
  // Decision 150: typed as text, empty for none (a course without practice-server access).
  server_access_days: z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(courseInputSchema.shape.server_access_days.unwrap()),
  // Decisions 138 and 146: typed as text, empty for none.
  mock_interview_credits: z
    .string()
    .trim()
    .transform((text) => (text === '' ? 0 : Number(text)))
    .pipe(courseInputSchema.shape.mock_interview_credits.unwrap()),
});
export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseFormValues = z.output<typeof courseFormSchema>;

export const EMPTY_COURSE: CourseFormInput = {
  course_title: '',
  slug: '',
  description: '',
  difficulty_level: 'Beginner',
  course_type: 'Self-paced',
  course_duration: 60,
  price: '0.00',
  poster_url: '',
  published: false,
  faq: [],
  server_access_days: '',
  mock_interview_credits: '0',
};

export function courseToForm(course: AdminCourse): CourseFormInput {
  return {
    course_title: course.course_title,
    slug: course.slug,
    description: course.description,
    difficulty_level: course.difficulty_level as CourseInput['difficulty_level'],
    course_type: course.course_type as CourseInput['course_type'],
    course_duration: course.course_duration,
    price: rupeeInput(course.price),
    // A generated poster's path is not a URL staff typed: keep the field empty (generated).
    poster_url: /^https?:\/\//.test(course.poster_url) ? course.poster_url : '',
    published: course.published,
    faq: course.faq,
    server_access_days: course.server_access_days === null ? '' : String(course.server_access_days),
    mock_interview_credits: String(course.mock_interview_credits),
  };
}
