// The mail outbox for staff (decision 105): re-queueing parked mail is one audited transaction,
// what `npm run outbox:retry-parked` does, from the browser.
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { recordAudit } from '../repositories/audit';
import { outboxRepository } from '../repositories/outbox';

export interface AdminOutboxDeps {
  db: Db;
  outbox: { poke(): void };
}

export function adminOutboxService({ db, outbox }: AdminOutboxDeps) {
  return {
    async summary() {
      const repo = outboxRepository(db);
      const [counts, lastError] = await Promise.all([repo.counts(), repo.newestParkedError()]);
      return { ...counts, last_error: lastError };
    },

    async retryParked(actorUserId: number) {
      const retried = await inTransaction(
        db,
        async (tx) => {
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
        },
        { retryOnLostConnection: true },
      );
      // Sent on the worker's next pass rather than its next poll.
      if (retried > 0) outbox.poke();
      return { retried };
    },
  };
}
