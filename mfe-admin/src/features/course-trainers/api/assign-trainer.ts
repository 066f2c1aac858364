import { adminApi, courseTrainerListSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/courses/{id}/trainers/{userId} → the course's trainers (idempotent; 422 for a student or an admin). */
export function assignTrainer(courseId: number, userId: number) {
  return adminFetch(adminApi.courseTrainer(courseId, userId), { method: 'PUT', body: {}, schema: courseTrainerListSchema });
}
