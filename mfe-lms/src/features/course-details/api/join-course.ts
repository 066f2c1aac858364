// SPEC §7 join: invalidates Courses (the caller refetches through useInvalidateTags).
import { apiFetch } from 'mfe-shared';
import { joinResponseSchema, lmsApi } from 'mfe-shared/contracts';

export function joinCourse(courseId: number, coupon: string | null) {
  return apiFetch(lmsApi.join(courseId), { method: 'POST', body: { coupon }, schema: joinResponseSchema });
}
