// The back office's screens (under the shell's /admin/*). The API paths they call are the
// contracts' `adminApi` builders (decision 016).
export const ADMIN_BASE = '/admin';
export const PORTAL_LOGIN = '/lms?action=login';
export const PORTAL_HOME = '/lms';

export const screens = {
  /** The staff home (decision 027): trends and open problems. */
  home: ADMIN_BASE,
  browserErrors: `${ADMIN_BASE}/browser-errors`,
  /** The practice-server pool and grants (decision 150). */
  practiceServer: `${ADMIN_BASE}/practice-server`,
  courses: `${ADMIN_BASE}/courses`,
  course: (id: number | 'new') => `${ADMIN_BASE}/courses/${id}`,
  classQuiz: (courseId: number, classId: number) => `${ADMIN_BASE}/courses/${courseId}/classes/${classId}/quiz`,
  classFiles: (courseId: number, classId: number) => `${ADMIN_BASE}/courses/${courseId}/classes/${classId}/files`,
  classAssignment: (courseId: number, classId: number) => `${ADMIN_BASE}/courses/${courseId}/classes/${classId}/assignment`,
  courseTrainers: (courseId: number) => `${ADMIN_BASE}/courses/${courseId}/trainers`,
  reviews: `${ADMIN_BASE}/reviews`,
  review: (submissionId: number) => `${ADMIN_BASE}/reviews/${submissionId}`,
  /** Students' course reviews to publish or hide (decision 147), not the assignment reviews above. */
  courseReviews: `${ADMIN_BASE}/course-reviews`,
  /** Trainers' public profiles (decision 147). */
  trainers: `${ADMIN_BASE}/trainers`,
  coupons: `${ADMIN_BASE}/coupons`,
  coupon: (id: number | 'new') => `${ADMIN_BASE}/coupons/${id}`,
  events: `${ADMIN_BASE}/events`,
  event: (id: number | 'new') => `${ADMIN_BASE}/events/${id}`,
  leads: `${ADMIN_BASE}/leads`,
  lead: (id: number) => `${ADMIN_BASE}/leads/${id}`,
  /** Corporate teams (decision 149). */
  companies: `${ADMIN_BASE}/companies`,
  company: (id: number | 'new') => `${ADMIN_BASE}/companies/${id}`,
  students: `${ADMIN_BASE}/students`,
  student: (id: number) => `${ADMIN_BASE}/students/${id}`,
  orders: `${ADMIN_BASE}/orders`,
  settings: `${ADMIN_BASE}/settings`,
  speed: `${ADMIN_BASE}/speed`,
  releases: `${ADMIN_BASE}/releases`,
  certificates: `${ADMIN_BASE}/certificates`,
  batches: `${ADMIN_BASE}/batches`,
  newBatch: (courseId: number | null = null) => `${ADMIN_BASE}/batches/new${courseId ? `?course_id=${courseId}` : ''}`,
  batch: (id: number) => `${ADMIN_BASE}/batches/${id}`,
  editBatch: (id: number) => `${ADMIN_BASE}/batches/${id}/edit`,
  roster: (batchId: number, sessionId: number) => `${ADMIN_BASE}/batches/${batchId}/sessions/${sessionId}/roster`,
  bookings: `${ADMIN_BASE}/bookings`,
  /** Sessions and bookings by week or month (decision 030). */
  calendar: `${ADMIN_BASE}/calendar`,
  availability: `${ADMIN_BASE}/availability`,
} as const;

/** A certificate's public verification page (decision 135), served by the site beside the back office. */
export const publicCertificatePage = (id: string) => `/certificates/${encodeURIComponent(id)}`;
