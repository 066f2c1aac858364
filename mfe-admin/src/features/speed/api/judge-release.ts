import { adminApi, releaseJudgeResponseSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/releases/:remote/judge {}: judge the candidate now; the API rolls it back when the verdict says so and the guard is on. */
export function judgeRelease(remote: string) {
  return adminFetch(adminApi.releaseJudge(remote), { method: 'POST', body: {}, schema: releaseJudgeResponseSchema });
}
