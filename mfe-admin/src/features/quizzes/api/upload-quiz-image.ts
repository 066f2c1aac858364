import { adminApi, quizImageUploadResponseSchema } from 'mfe-shared/contracts/admin';
import { adminUpload } from '../../../lib/api';

/** POST /admin/courses/{id}/classes/{classId}/quiz/images, multipart `file` (decision 132): the path for image_url. */
export function uploadQuizImage(courseId: number, classId: number, file: File) {
  return adminUpload(adminApi.classQuizImages(courseId, classId), file, quizImageUploadResponseSchema);
}
