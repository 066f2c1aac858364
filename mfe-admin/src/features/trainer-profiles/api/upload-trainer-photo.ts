import { adminApi, adminTrainerProfileSchema } from 'mfe-shared/contracts/admin';
import { adminUpload } from '../../../lib/api';

/** POST /admin/trainers/{userId}/profile/photo: one PNG, JPEG or WebP image, checked by content on the server. */
export function uploadTrainerPhoto(userId: number, photo: File) {
  return adminUpload(adminApi.trainerPhoto(userId), photo, adminTrainerProfileSchema);
}
