// The mail outbox at a glance for staff (issue 15 §2 Leads, decision 105): GET /admin/outbox and
// POST /admin/outbox/retry-parked, what `npm run outbox:retry-parked` does, from the browser. Admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, outboxRetryResponseSchema, outboxSummarySchema } from '@sap-academy/contracts/admin';
import { transactionWithRetry } from '../../db/retry';
import { staffOf } from '../../plugins/app/staff';
import { recordAudit } from '../../repositories/audit';
import { outboxRepository } from '../../repositories/outbox';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const security = [{ bearerAuth: [] }];

const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = outboxRepository(app.db);
  const config = { roles: ENTITY_READERS.outbox };

  app.get('/admin/outbox', { config, schema: { tags: ['admin'], security, response: { 200: outboxSummarySchema, ...errors } } }, async () => {
    const [counts, lastError] = await Promise.all([repo.counts(), repo.newestParkedError()]);
    return { ...counts, last_error: lastError };
  });

  app.post(
    '/admin/outbox/retry-parked',
    { config, schema: { tags: ['admin'], security, response: { 200: outboxRetryResponseSchema, ...errors } } },
    async (request) => {
      const actorUserId = staffOf(request).userId;
      const retried = await transactionWithRetry(app.db, async (tx) => {
        const count = await outboxRepository(tx).retryParked(new Date());
        await recordAudit(tx, {
          actorUserId,
          action: 'outbox.retry_parked',
          entity: 'outbox',
          entityId: 'parked',
          before: { parked: count },
          after: { retried: count },
        });
        return count;
      });
      // Sent on the worker's next pass rather than its next poll.
      if (retried > 0) app.outbox.poke();
      return { retried };
    },
  );
};

export default adminOutboxRoutes;
