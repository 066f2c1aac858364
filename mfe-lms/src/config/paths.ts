import { PORTAL_API_PATHS } from 'mfe-shared';

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
  // The first reads of the portal's pages: the shell prefetches these very keys (mfe-shared portal-prefetch.ts).
  courses: PORTAL_API_PATHS.courses,
  enrolments: PORTAL_API_PATHS.enrolments,
  course: PORTAL_API_PATHS.course,
  coupon: (id: number | string, code: string) => `/lms/course/${id}/coupon?coupon=${encodeURIComponent(code)}`,
  join: (id: number | string) => `/lms/course/${id}/join`,
  paymentStatus: (id: number | string) => `/lms/course/${id}/payment/status`,
  continue: PORTAL_API_PATHS.continue,
  classDetail: (id: number | string, classId: number | string) => `/lms/course/${id}/class/${classId}`,
  progress: (id: number | string, classId: number | string) => `/lms/course/${id}/class/${classId}/progress`,
  // §7's OTP calls, used for e-mail verification (issue 16).
  requestOtp: '/request-otp',
  verifyOtp: '/verify-otp',
} as const;
