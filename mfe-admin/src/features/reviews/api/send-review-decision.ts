import { adminApi, reviewDetailSchema, type ReviewDecision } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/reviews/{submissionId}/decision: 422 to return without a comment, 409 once decided. */
export function sendReviewDecision(submissionId: number, body: { decision: ReviewDecision; comment: string }) {
  return adminFetch(adminApi.reviewDecision(submissionId), { method: 'POST', body, schema: reviewDetailSchema });
}
