import { adminApi, reviewQueueResponseSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';
import { useList } from '../../../lib/use-list';

/** GET /admin/reviews: the submissions waiting for a review, oldest first, of the caller's courses (decision 133). */
export function useReviewQueue() {
  return useList(adminApi.reviews(), reviewQueueResponseSchema, { filters: { course_id: 'id' } });
}

/**
 * The courses the filter offers: those with submissions waiting (the first 100), read from the
 * queue itself, because a trainer reads no course list (the catalogue is the editors').
 */
export function useQueueCourses() {
  const { data } = useAdminApi(adminApi.reviews({ page: 1, page_size: 100 }), reviewQueueResponseSchema);
  const courses = new Map<number, string>();
  for (const item of data?.results ?? []) courses.set(item.course.id, item.course.title);
  return [...courses].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title));
}
