import useSWR from 'swr';
import { ApiError, errorMessage } from 'mfe-shared';
import { ASSIGNMENT_MESSAGES } from 'mfe-shared/contracts';
import { adminApi, adminAssignmentSchema, type AdminAssignment } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/**
 * GET /admin/courses/{id}/classes/{classId}/assignment. An ASSIGNMENT class whose assignment is
 * not written yet answers 404 "Assignment not found." (decision 134): that is null here, the
 * form's starting point (version 0 creates it); any other 404 (a class outside the course) stays an error.
 */
export function useAssignment(courseId: number, classId: number) {
  return useSWR<AdminAssignment | null>(adminApi.classAssignment(courseId, classId), async (path: string) => {
    try {
      return await adminFetch(path, { schema: adminAssignmentSchema });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404 && errorMessage(error) === ASSIGNMENT_MESSAGES.notFound) return null;
      throw error;
    }
  });
}
