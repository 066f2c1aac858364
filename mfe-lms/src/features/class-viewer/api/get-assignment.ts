import { useApi } from 'mfe-shared';
import { assignmentResponseSchema, lmsApi } from 'mfe-shared/contracts';

/** GET …/assignment: an ASSIGNMENT class's instructions, due date and the caller's versions, newest first (decision 134). */
export function useAssignment(courseId: string, classId: number) {
  return useApi(lmsApi.assignment(courseId, classId), assignmentResponseSchema);
}
