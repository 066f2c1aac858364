import { apiFetch } from 'mfe-shared';
import { progressResponseSchema } from '@sap-academy/contracts/courses';
import { lmsApi } from '@sap-academy/contracts/paths';

/** PUT …/progress {status}: 1 in progress, 2 completed; answers the course's new progress. */
export function saveProgress(courseId: string, classId: number, status: 1 | 2) {
  return apiFetch(lmsApi.progress(courseId, classId), { method: 'PUT', body: { status }, schema: progressResponseSchema });
}
