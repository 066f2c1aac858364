import { submissionSchema } from '@sap-academy/contracts/assignments';
import { lmsApi } from '@sap-academy/contracts/paths';
import { postMultipart } from './post-multipart';

/**
 * POST …/assignment/submissions as multipart: one `text` field (sent even when empty: the API
 * takes a single field) and each file as a `files` part. 415/413/409/422 carry the API's detail.
 */
export function submitAssignment(courseId: string, classId: number, text: string, files: File[]) {
  const body = new FormData();
  body.append('text', text);
  for (const file of files) body.append('files', file, file.name);
  return postMultipart(lmsApi.assignmentSubmissions(courseId, classId), body, submissionSchema);
}
