import { useApi } from 'mfe-shared';
import { classDetailResponseSchema } from '@sap-academy/contracts/courses';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/course/{courseId}/class/{classId}: skipped until both ids exist (SPEC §7). */
export function useClassDetail(courseId?: string, classId?: number | null) {
  return useApi(courseId && classId ? lmsApi.classDetail(courseId, classId) : null, classDetailResponseSchema);
}
