// Retries work that failed because the database connection was lost (a restart, a failover, a
// dropped socket), so a short outage delays a request instead of failing it (decision 108).
import { MESSAGES } from '../config/constants';
import { DomainError } from '../domain/errors';
import type { Db } from './client';

// SQLSTATEs of a lost or refused connection: admin/crash shutdown, "cannot connect now" (the
// server is starting or stopping), and class 08 (connection exception).
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
// ENOTFOUND and EAI_AGAIN: in compose and Kubernetes the database's name is only resolvable while
// its container runs, so a restart is first a failed lookup, then a refused connection.
const CONNECTION_ERRNOS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres reports a socket closed under it, or a connect timeout, by message only.
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** True when `err` (or a cause it wraps; drizzle wraps driver errors) is a lost connection. */
export function isConnectionError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || CONNECTION_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export interface RetryOptions {
  /** Total time to keep retrying; a PostgreSQL restart takes about 1-3 s. */
  budgetMs?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  onRetry?: (err: unknown, attempt: number, delayMs: number) => void;
}

export const RETRY_DEFAULTS = { budgetMs: 8_000, firstDelayMs: 50, maxDelayMs: 1_000 } as const;
// Seconds a client is told to wait when the database stayed down through the whole budget.
const RETRY_AFTER_SECONDS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work`, again after a lost connection with doubling delays (plus jitter, so many waiting
 * requests do not reconnect in one burst) until `budgetMs` is spent; then 503 "try again".
 * Only for work that is safe to repeat: nothing of it took effect when it failed.
 */
export async function withRetry<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { budgetMs, firstDelayMs, maxDelayMs } = { ...RETRY_DEFAULTS, ...options };
  const deadline = Date.now() + budgetMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (err instanceof AmbiguousCommitError) throw unavailable(err.cause);
      if (!isConnectionError(err)) throw err;
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
      if (Date.now() + delay > deadline) throw unavailable(err);
      options.onRetry?.(err, attempt, delay);
      await sleep(delay);
    }
  }
}

function unavailable(cause: unknown): DomainError {
  return new DomainError('unavailable', MESSAGES.databaseUnavailable, { retryAfterSeconds: RETRY_AFTER_SECONDS, cause });
}

/** The connection was lost during COMMIT: the transaction may have committed, so never repeat it. */
class AmbiguousCommitError extends Error {
  constructor(override readonly cause: unknown) {
    super('connection lost while committing');
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `db.transaction` retried on a lost connection. A failure before the callback finished means
 * the transaction never committed (PostgreSQL rolls back a transaction whose connection drops), so
 * it is repeated; a failure after it (at COMMIT) is ambiguous and answers 503 instead of risking a
 * second copy. The callback must therefore be free of side effects outside the transaction.
 */
export function transactionWithRetry<T>(db: Db, fn: (tx: Tx) => Promise<T>, options?: RetryOptions): Promise<T> {
  return withRetry(async () => {
    let bodyDone = false;
    try {
      return await db.transaction(async (tx) => {
        const result = await fn(tx);
        bodyDone = true;
        return result;
      });
    } catch (err) {
      if (bodyDone && isConnectionError(err)) throw new AmbiguousCommitError(err);
      throw err;
    }
  }, options);
}
