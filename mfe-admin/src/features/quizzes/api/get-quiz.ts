import useSWR from 'swr';
import { ApiError, errorMessage } from 'mfe-shared';
import { QUIZ_MESSAGES } from 'mfe-shared/contracts';
import { adminApi, adminQuizSchema, type AdminQuiz } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/**
 * GET /admin/courses/{id}/classes/{classId}/quiz. A quiz class whose quiz is not written yet
 * answers 404 "Quiz not found." (decision 130): that is null here, the form's starting point;
 * any other 404 (a class outside the course) stays an error.
 */
export function useQuiz(courseId: number, classId: number) {
  return useSWR<AdminQuiz | null>(adminApi.classQuiz(courseId, classId), async (path: string) => {
    try {
      return await adminFetch(path, { schema: adminQuizSchema });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404 && errorMessage(error) === QUIZ_MESSAGES.notFound) return null;
      throw error;
    }
  });
}
