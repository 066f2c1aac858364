import { apiFetch, apiUrl } from 'mfe-shared';
import { fileLinkResponseSchema } from '@sap-academy/contracts/class-resources';
import { lmsApi } from '@sap-academy/contracts/paths';

/**
 * GET …/resources/{resourceId}/link: a short-lived signed link (decision 131), made absolute
 * against the API's origin, since the link is an API path the browser follows without a session.
 */
export async function getResourceLink(courseId: string, classId: number, resourceId: number) {
  const link = await apiFetch(lmsApi.classResourceLink(courseId, classId, resourceId), { schema: fileLinkResponseSchema });
  return { ...link, url: apiUrl(link.url) };
}
