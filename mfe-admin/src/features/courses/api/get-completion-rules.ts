import { adminApi, completionRulesSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/courses/{id}/completion-rules: the course's certificate rules (the defaults at version 0 when never saved). */
export function useCompletionRules(courseId: number) {
  return useAdminApi(adminApi.courseCompletionRules(courseId), completionRulesSchema);
}
