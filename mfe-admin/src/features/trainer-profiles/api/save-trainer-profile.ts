import { adminApi, adminTrainerProfileSchema, type TrainerProfileInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/trainers/{userId}/profile: the profile the public course pages show (decision 147). */
export function saveTrainerProfile(userId: number, body: TrainerProfileInput) {
  return adminFetch(adminApi.trainerProfile(userId), { method: 'PUT', body, schema: adminTrainerProfileSchema });
}
