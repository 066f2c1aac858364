export const lmsPaths = {
  courses: '/lms',
  support: '/lms/support',
  profile: '/lms/profile',
  orders: '/lms/orders',
  certificates: '/lms/certificates',
  batches: '/lms/batches',
  serverAccess: '/lms/server-access',
  /** The login page's forgot-password view; mails link here. */
  forgotPassword: '/lms?action=forgot',
  course: (courseId: number | string) => `/lms/course/${courseId}`,
  classes: (courseId: number | string, courseStudentId: number | string) => `/lms/course/${courseId}/classes/${courseStudentId}`,
} as const;
