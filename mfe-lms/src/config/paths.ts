export const lmsPaths = {
  courses: '/lms',
  support: '/lms/support',
  profile: '/lms/profile',
  orders: '/lms/orders',
  /** The login page's forgot-password view (issue 16); mails link here. */
  forgotPassword: '/lms?action=forgot',
  course: (courseId: number | string) => `/lms/course/${courseId}`,
  classes: (courseId: number | string, courseStudentId: number | string) => `/lms/course/${courseId}/classes/${courseStudentId}`,
} as const;

export const apiPaths = {
  courses: '/lms/courses/list',
  enrolments: '/lms/enrolments',
  course: (id: number | string) => `/lms/course/${id}`,
  coupon: (id: number | string, code: string) => `/lms/course/${id}/coupon?coupon=${encodeURIComponent(code)}`,
  join: (id: number | string) => `/lms/course/${id}/join`,
  paymentStatus: (id: number | string) => `/lms/course/${id}/payment/status`,
  continue: (id: number | string, courseStudentId: number | string) => `/lms/course/${id}/continue/${courseStudentId}`,
  classDetail: (id: number | string, classId: number | string) => `/lms/course/${id}/class/${classId}`,
  progress: (id: number | string, classId: number | string) => `/lms/course/${id}/class/${classId}/progress`,
  // §7's OTP calls, used for e-mail verification (issue 16).
  requestOtp: '/request-otp',
  verifyOtp: '/verify-otp',
} as const;
