import { apiFetch } from 'mfe-shared';
import { lmsApi } from '@sap-academy/contracts/paths';
import { quizAttemptResponseSchema, quizResultResponseSchema } from '@sap-academy/contracts/quizzes';

// The result schema first, as the API orders them: an attempt not scored lacks its fields.
const attemptOrResultSchema = quizResultResponseSchema.or(quizAttemptResponseSchema);

/** GET …/quiz/attempts/{attemptId}: an open attempt to resume, or a scored one with its solutions. */
export function getQuizAttempt(courseId: string, classId: number, attemptId: number) {
  return apiFetch(lmsApi.quizAttempt(courseId, classId, attemptId), { schema: attemptOrResultSchema });
}
