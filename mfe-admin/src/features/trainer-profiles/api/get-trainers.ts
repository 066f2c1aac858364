import { adminApi, adminTrainerListSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/trainers: the trainers and editors who can be assigned to courses, with their public profiles (decision 147). */
export function useTrainers() {
  return useAdminApi(adminApi.trainers(), adminTrainerListSchema);
}
