import { fileLinkResponseSchema } from 'mfe-shared/contracts';
import { adminApi } from 'mfe-shared/contracts/admin';
import { apiUrl } from 'mfe-shared';
import { adminFetch } from '../../../lib/api';

/**
 * GET …/resources/{resourceId}/link: a signed link that soon expires (decision 131), as an
 * absolute URL the browser can open without the bearer token.
 */
export async function getClassResourceLink(courseId: number, classId: number, resourceId: number): Promise<string> {
  const link = await adminFetch(adminApi.classResourceLink(courseId, classId, resourceId), { schema: fileLinkResponseSchema });
  return apiUrl(link.url);
}
