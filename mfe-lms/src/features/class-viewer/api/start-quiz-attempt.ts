import { apiFetch } from 'mfe-shared';
import { lmsApi } from '@sap-academy/contracts/paths';
import { quizAttemptResponseSchema } from '@sap-academy/contracts/quizzes';

/** POST …/quiz/attempts: a new attempt, its questions without solutions and its deadline if timed. */
export function startQuizAttempt(courseId: string, classId: number) {
  return apiFetch(lmsApi.quizAttempts(courseId, classId), { method: 'POST', body: {}, schema: quizAttemptResponseSchema });
}
