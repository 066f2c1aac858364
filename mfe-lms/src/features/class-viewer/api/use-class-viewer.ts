import { apiFetch, useApi } from 'mfe-shared';
import { classDetailResponseSchema, continueCourseResponseSchema, progressResponseSchema } from 'mfe-shared/contracts';
import { apiPaths } from '../../../config/paths';

/** GET /lms/course/{courseId}/continue/{courseStudentId}: the outline with each class's progress. */
export function useContinueCourse(courseId?: string, courseStudentId?: string) {
  return useApi(courseId && courseStudentId ? apiPaths.continue(courseId, courseStudentId) : null, continueCourseResponseSchema);
}

/** GET /lms/course/{courseId}/class/{classId}: skipped until both ids exist (SPEC §7). */
export function useClassDetail(courseId?: string, classId?: number | null) {
  return useApi(courseId && classId ? apiPaths.classDetail(courseId, classId) : null, classDetailResponseSchema);
}

/** PUT …/progress {status}: 1 in progress, 2 completed; answers the course's new progress. */
export function saveProgress(courseId: string, classId: number, status: 1 | 2) {
  return apiFetch(apiPaths.progress(courseId, classId), { method: 'PUT', body: { status }, schema: progressResponseSchema });
}
