import { apiFetch } from 'mfe-shared';
import { lmsApi, quizResultResponseSchema, type QuizAnswer } from 'mfe-shared/contracts';

/** POST …/attempts/{attemptId}/submit: scored once; 409 when late, closed or already submitted. */
export function submitQuizAttempt(courseId: string, classId: number, attemptId: number, answers: QuizAnswer[]) {
  return apiFetch(lmsApi.quizSubmit(courseId, classId, attemptId), { method: 'POST', body: { answers }, schema: quizResultResponseSchema });
}
