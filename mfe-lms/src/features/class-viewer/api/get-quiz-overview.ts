import { useApi } from 'mfe-shared';
import { lmsApi } from '@sap-academy/contracts/paths';
import { quizOverviewResponseSchema } from '@sap-academy/contracts/quizzes';

/** GET …/quiz: a QUIZ class's rules and the caller's attempts, newest first (decision 130). */
export function useQuizOverview(courseId: string, classId: number) {
  return useApi(lmsApi.quiz(courseId, classId), quizOverviewResponseSchema);
}
