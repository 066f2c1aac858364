import { apiUrl } from 'mfe-shared';
import { fileLinkResponseSchema } from 'mfe-shared/contracts';
import { adminApi } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** GET …/assignment/template/link: a signed link that soon expires (decision 131), absolute for the browser. */
export async function getAssignmentTemplateLink(courseId: number, classId: number): Promise<string> {
  const link = await adminFetch(adminApi.classAssignmentTemplateLink(courseId, classId), { schema: fileLinkResponseSchema });
  return apiUrl(link.url);
}
