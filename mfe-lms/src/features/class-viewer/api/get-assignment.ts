import { useApi } from 'mfe-shared';
import { assignmentResponseSchema } from '@sap-academy/contracts/assignments';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET …/assignment: an ASSIGNMENT class's instructions, due date and the caller's versions, newest first (decision 134). */
export function useAssignment(courseId: string, classId: number) {
  return useApi(lmsApi.assignment(courseId, classId), assignmentResponseSchema);
}
