// Data shaped by the shared contracts, for the portal's tests.
import type { ContinueCourseResponse, Course, CourseDetailsResponse, MyEnrolment } from 'mfe-shared';
import type { CertificateProgress, MyCertificate } from 'mfe-shared/contracts';
import type { StudentOrder } from 'mfe-shared/contracts/account';

export const course: Course = {
  id: 3,
  course_title: 'SAP FICO Foundations',
  description: 'General ledger, accounts payable and receivable, asset accounting and controlling, on a live S/4HANA system.',
  poster_url: '/posters/fico.svg',
  difficulty_level: 'Beginner',
  course_type: 'Live + recorded',
  course_duration: 61,
  price: 1_499_900,
};

/** GET /lms/enrolments' entry: the enrolment, its progress and its course (for_sale). */
export const enrolment = (
  of: Course,
  course_student_id: number,
  progress: MyEnrolment['progress'] = { completed: 0, total: 4, percent: 0 },
  for_sale = true,
): MyEnrolment => ({ course_id: of.id, course_student_id, progress, course: of, for_sale });

export const sections: CourseDetailsResponse['classes'] = [
  {
    section: { id: 10, name: 'Getting started' },
    classes: [
      { id: 100, title: 'Welcome and system access', duration: 420, online_class_type: 'VIDEO' },
      { id: 101, title: 'Enterprise structure', duration: null, online_class_type: 'VIDEO' },
    ],
  },
  {
    section: { id: 11, name: 'General ledger' },
    classes: [{ id: 110, title: 'Chart of accounts', duration: 900, online_class_type: 'VIDEO' }],
  },
];

export const details = (enrolled: boolean, overrides: Partial<Course> = {}): CourseDetailsResponse => ({
  course: { ...course, ...overrides },
  course_student: enrolled ? { id: 55, course_id: course.id, student_id: 9, last_opened_class_id: null } : null,
  classes: sections,
});

export const continueData = (lastOpened: number | null = null): ContinueCourseResponse => ({
  course,
  course_student: { id: 55, course_id: course.id, student_id: 9, last_opened_class_id: lastOpened },
  classes: sections.map((s) => ({
    ...s,
    classes: s.classes.map((c) => ({ ...c, progress_status: c.id === 101 ? 2 : 0 })),
  })),
  progress: { completed: 1, total: 3, percent: 33 },
});

export const classDetail = (id: number, title: string) => ({
  class: { id, title, description: `About ${title}.`, duration: 300, online_class_type: 'VIDEO', progress_status: 0 },
  files: [
    { id: 1, is_original: false, online_class_file_type: 'YOUTUBE', url: 'https://www.youtube.com/watch?v=first111111' },
    { id: 2, is_original: true, online_class_file_type: 'YOUTUBE', url: 'https://www.youtube.com/watch?v=origin22222&t=3' },
  ],
});

export const student = (user: { email_verified?: boolean; name?: string; email?: string } = {}) => ({
  user: { id: 1, name: 'Asha Rao', email: 'asha@example.com', ...user },
  student: { id: 9 },
});

export const order = (overrides: Partial<StudentOrder> = {}): StudentOrder => ({
  id: 42,
  order_id: 'order_test_42',
  course: { id: course.id, course_title: course.course_title },
  created_at: '2026-03-05T06:30:00.000Z',
  paid_at: '2026-03-05T06:31:00.000Z',
  list_price: 1_499_900,
  discount: 149_990,
  amount: 1_349_910,
  currency: 'INR',
  coupon: 'WELCOME10',
  status: 'paid',
  receipt_number: 'SAPA-2026-000042',
  invoice_number: null,
  expires_at: null,
  ...overrides,
});

/** GET /lms/certificates' entry (decision 135): a valid certificate of the fixture course. */
export const certificate = (overrides: Partial<MyCertificate> = {}): MyCertificate => ({
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  number: 'SAPA-CERT-2026-000007',
  name: 'Asha Rao',
  course_id: course.id,
  course_title: course.course_title,
  // 8:00 pm UTC is already the next day in India.
  issued_at: '2026-03-05T20:00:00Z',
  status: 'valid',
  revoked_at: null,
  verify_url: 'https://academy.example/certificates/AbCdEfGhIjKlMnOpQrStUv',
  ...overrides,
});

/** GET /lms/certificates/progress' entry for the fixture course: 2 of 3 classes, no final quiz. */
export const certificateProgress = (overrides: Partial<CertificateProgress> = {}): CertificateProgress => ({
  course_id: course.id,
  course_title: course.course_title,
  require_all_classes: true,
  classes_completed: 2,
  classes_total: 3,
  final_quiz: null,
  eligible: false,
  certificate_id: null,
  ...overrides,
});
