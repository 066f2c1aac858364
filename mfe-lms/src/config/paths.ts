export const lmsPaths = {
  courses: '/lms',
  support: '/lms/support',
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
} as const;
