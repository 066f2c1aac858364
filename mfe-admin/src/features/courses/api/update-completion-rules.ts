import { adminApi, completionRulesSchema, type CompletionRulesUpdate } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/courses/{id}/completion-rules with the rules' own version (a stale one is a 409). */
export function updateCompletionRules(courseId: number, body: CompletionRulesUpdate) {
  return adminFetch(adminApi.courseCompletionRules(courseId), { method: 'PUT', body, schema: completionRulesSchema });
}
