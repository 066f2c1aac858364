import { adminApi, adminQuizSchema, type QuizUpdate } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/courses/{id}/classes/{classId}/quiz: the settings and every question; version 0 creates it. */
export function saveQuiz(courseId: number, classId: number, body: QuizUpdate) {
  return adminFetch(adminApi.classQuiz(courseId, classId), { method: 'PUT', body, schema: adminQuizSchema });
}
