import { adminApi, outboxRetryResponseSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/outbox/retry-parked: parked notifications go back in the queue. */
export function retryParkedMail() {
  return adminFetch(adminApi.outboxRetry(), { method: 'POST', body: {}, schema: outboxRetryResponseSchema });
}
