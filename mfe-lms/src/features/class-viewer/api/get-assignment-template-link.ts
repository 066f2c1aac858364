import { apiFetch, apiUrl } from 'mfe-shared';
import { fileLinkResponseSchema } from '@sap-academy/contracts/class-resources';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET …/assignment/template/link: a short-lived signed link (decision 131), asked for at the click, made absolute on the API's origin. */
export async function getAssignmentTemplateLink(courseId: string, classId: number) {
  const link = await apiFetch(lmsApi.assignmentTemplateLink(courseId, classId), { schema: fileLinkResponseSchema });
  return { ...link, url: apiUrl(link.url) };
}
