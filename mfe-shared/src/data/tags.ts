// Invalidation by tag (SPEC §7): "User" after verify-otp and logout, "Courses" after join and
// payment. A key is an API path; its tags follow from the path.
import { authApi, lmsApi } from '@sap-academy/contracts/paths';

/** "Certificates": a student's certificates and progress towards them (decision 135), which a
 * completed class or a passed quiz changes without changing the course's other reads. */
export type Tag = 'User' | 'Courses' | 'Certificates';

// Every course read: the list, one course, its coupon, classes and progress.
const COURSE_KEYS = '/lms/course';

export function tagsForKey(key: string): Tag[] {
  if (key.startsWith(authApi.currentUser())) return ['User'];
  if (key.startsWith(COURSE_KEYS) || key.startsWith(lmsApi.enrolments())) return ['Courses'];
  // The list and the progress (/lms/certificates/progress): joining or paying adds an enrolment
  // to the progress, so they follow Courses too.
  if (key.startsWith(lmsApi.certificates())) return ['Courses', 'Certificates'];
  return [];
}

export function keyHasTag(key: unknown, tags: readonly Tag[]): boolean {
  return typeof key === 'string' && tagsForKey(key).some((tag) => tags.includes(tag));
}
