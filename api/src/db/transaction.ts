// The one way a service opens a transaction (decision 124). Repositories take the `Db` they are
// given (the database or this transaction) and never open one; routes never see one.
import type { Db } from './client';
import { transactionWithRetry } from './retry';

export interface TransactionOptions {
  /**
   * Repeat the whole transaction after a lost connection (decision 108). Only when the callback
   * has no effect outside the database (no payment provider call, no mail sent): a retry runs it again.
   */
  retryOnLostConnection?: boolean;
}

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  return options.retryOnLostConnection ? transactionWithRetry(db, work) : db.transaction(work);
}
