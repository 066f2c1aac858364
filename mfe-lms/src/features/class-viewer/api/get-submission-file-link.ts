import { apiFetch, apiUrl } from 'mfe-shared';
import { fileLinkResponseSchema } from '@sap-academy/contracts/class-resources';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET …/assignment/submissions/{submissionId}/files/{fileId}/link: a signed link to one of the caller's own files (decision 134). */
export async function getSubmissionFileLink(courseId: string, classId: number, submissionId: number, fileId: number) {
  const link = await apiFetch(lmsApi.assignmentSubmissionFileLink(courseId, classId, submissionId, fileId), { schema: fileLinkResponseSchema });
  return { ...link, url: apiUrl(link.url) };
}
