import { apiFetch } from 'mfe-shared';
import { lmsApi, quizAttemptResponseSchema } from 'mfe-shared/contracts';

/** POST …/quiz/attempts: a new attempt, its questions without solutions and its deadline if timed. */
export function startQuizAttempt(courseId: string, classId: number) {
  return apiFetch(lmsApi.quizAttempts(courseId, classId), { method: 'POST', body: {}, schema: quizAttemptResponseSchema });
}
