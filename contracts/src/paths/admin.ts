// The back office's endpoints (decision 112), beside `admin/*.ts`, whose schemas describe each
// body. Lists take their sort, page and filters as the query.
import { apiRoute } from './route.ts';

export const adminApi = {
  courses: apiRoute('/admin/courses'),
  course: apiRoute('/admin/courses/:id'),
  courseOutline: apiRoute('/admin/courses/:id/outline'),
  coursePublish: apiRoute('/admin/courses/:id/publish'),
  courseUnpublish: apiRoute('/admin/courses/:id/unpublish'),
  courseArchive: apiRoute('/admin/courses/:id/archive'),
  courseRestore: apiRoute('/admin/courses/:id/restore'),
  coupons: apiRoute('/admin/coupons'),
  coupon: apiRoute('/admin/coupons/:id'),
  /** GET ?entity=&entity_id= → auditListResponseSchema. */
  audit: apiRoute('/admin/audit'),
  leads: apiRoute('/admin/leads'),
  lead: apiRoute('/admin/leads/:id'),
  leadsCsv: apiRoute('/admin/leads.csv'),
  outbox: apiRoute('/admin/outbox'),
  outboxRetry: apiRoute('/admin/outbox/retry-parked'),
  students: apiRoute('/admin/students'),
  student: apiRoute('/admin/students/:id'),
  studentEnrolments: apiRoute('/admin/students/:id/enrolments'),
  studentEnrolment: apiRoute('/admin/students/:id/enrolments/:courseId'),
  orders: apiRoute('/admin/orders'),
  settings: apiRoute('/admin/settings'),
  /** GET ?hours= → rumSummarySchema. */
  rum: apiRoute('/admin/rum'),
} as const;
