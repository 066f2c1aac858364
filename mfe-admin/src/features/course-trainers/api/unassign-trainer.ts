import { adminApi, courseTrainerListSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** DELETE /admin/courses/{id}/trainers/{userId} → the course's trainers without them. */
export function unassignTrainer(courseId: number, userId: number) {
  return adminFetch(adminApi.courseTrainer(courseId, userId), { method: 'DELETE', body: {}, schema: courseTrainerListSchema });
}
