// The back office's screens (under the shell's /admin/*) and the API paths they call
// (contracts/src/admin/*.ts document each route).
export const ADMIN_BASE = '/admin';
export const PORTAL_LOGIN = '/lms?action=login';
export const PORTAL_HOME = '/lms';

export const screens = {
  courses: `${ADMIN_BASE}/courses`,
  course: (id: number | 'new') => `${ADMIN_BASE}/courses/${id}`,
  coupons: `${ADMIN_BASE}/coupons`,
  coupon: (id: number | 'new') => `${ADMIN_BASE}/coupons/${id}`,
  leads: `${ADMIN_BASE}/leads`,
  students: `${ADMIN_BASE}/students`,
  student: (id: number) => `${ADMIN_BASE}/students/${id}`,
  orders: `${ADMIN_BASE}/orders`,
  settings: `${ADMIN_BASE}/settings`,
  speed: `${ADMIN_BASE}/speed`,
} as const;

export const api = {
  courses: '/admin/courses',
  course: (id: number) => `/admin/courses/${id}`,
  courseAction: (id: number, action: 'outline' | 'publish' | 'unpublish' | 'archive' | 'restore') => `/admin/courses/${id}/${action}`,
  coupons: '/admin/coupons',
  coupon: (id: number) => `/admin/coupons/${id}`,
  audit: (entity: string, id: number | string) => `/admin/audit?entity=${entity}&entity_id=${encodeURIComponent(String(id))}`,
  leads: '/admin/leads',
  lead: (id: number) => `/admin/leads/${id}`,
  leadsCsv: '/admin/leads.csv',
  outbox: '/admin/outbox',
  outboxRetry: '/admin/outbox/retry-parked',
  students: '/admin/students',
  student: (id: number) => `/admin/students/${id}`,
  enrolments: (studentId: number) => `/admin/students/${studentId}/enrolments`,
  enrolment: (studentId: number, courseId: number) => `/admin/students/${studentId}/enrolments/${courseId}`,
  orders: '/admin/orders',
  settings: '/admin/settings',
  rum: '/admin/rum',
} as const;
