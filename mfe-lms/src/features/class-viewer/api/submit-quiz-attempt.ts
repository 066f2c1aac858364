import { apiFetch } from 'mfe-shared';
import { lmsApi } from '@sap-academy/contracts/paths';
import { quizResultResponseSchema, type QuizAnswer } from '@sap-academy/contracts/quizzes';

/** POST …/attempts/{attemptId}/submit: scored once; 409 when late, closed or already submitted. */
export function submitQuizAttempt(courseId: string, classId: number, attemptId: number, answers: QuizAnswer[]) {
  return apiFetch(lmsApi.quizSubmit(courseId, classId, attemptId), { method: 'POST', body: { answers }, schema: quizResultResponseSchema });
}
