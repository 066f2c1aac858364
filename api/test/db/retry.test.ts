import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../src/db/client';
import { isConnectionError, transactionWithRetry, withRetry } from '../../src/db/retry';
import { MESSAGES } from '../../src/config/constants';
import { DomainError } from '../../src/domain/errors';
import { STATUS_OF } from '../../src/plugins/app/error-handler';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
// drizzle wraps driver errors: the SQLSTATE sits on `cause`.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert …'), { cause });
const fast = { budgetMs: 300, firstDelayMs: 1, maxDelayMs: 5 };

describe('isConnectionError', () => {
  it.each([
    ['admin shutdown (pg_ctl restart)', wrapped(pgError('57P01', 'terminating connection due to administrator command'))],
    ['server starting up', pgError('57P03', 'the database system is starting up')],
    ['connection failure', pgError('08006')],
    ['refused socket', pgError('ECONNREFUSED')],
    ['reset socket', wrapped(pgError('ECONNRESET'))],
    // A container's name while the container restarts (podman's and Kubernetes' DNS drop it).
    ['database host name not found', Object.assign(new Error('getaddrinfo ENOTFOUND postgres'), { code: 'ENOTFOUND', hostname: 'postgres' })],
    ['database host name lookup failed for now', Object.assign(new Error('getaddrinfo EAI_AGAIN postgres'), { code: 'EAI_AGAIN', hostname: 'postgres' })],
    ['socket closed under the client', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
  ])('recognises %s', (_label, err) => {
    expect(isConnectionError(err)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505'))],
    ['a syntax error', pgError('42601')],
    ['a plain error', new Error('boom')],
    ['undefined', undefined],
  ])('rejects %s', (_label, err) => {
    expect(isConnectionError(err)).toBe(false);
  });
});

describe('withRetry', () => {
  it('repeats work through lost connections until it succeeds', async () => {
    let calls = 0;
    const retried: number[] = [];
    const result = await withRetry(
      async () => {
        calls++;
        if (calls < 4) throw wrapped(pgError('57P01'));
        return 'stored';
      },
      { ...fast, onRetry: (_err, attempt) => retried.push(attempt) },
    );
    expect(result).toBe('stored');
    expect(calls).toBe(4);
    expect(retried).toEqual([1, 2, 3]);
  });

  it('answers 503 "try again" with Retry-After once the budget is spent', async () => {
    let calls = 0;
    const started = Date.now();
    const failure = await withRetry(async () => {
      calls++;
      throw pgError('ECONNREFUSED');
    }, fast).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ kind: 'unavailable', detail: MESSAGES.databaseUnavailable, retryAfterSeconds: 5 });
    expect(STATUS_OF.unavailable).toBe(503);
    expect(MESSAGES.databaseUnavailable).toMatch(/try again/);
    expect(calls).toBeGreaterThan(2);
    expect(Date.now() - started).toBeLessThan(fast.budgetMs + 200);
  });

  it('does not repeat other errors', async () => {
    let calls = 0;
    const err = wrapped(pgError('23505'));
    await expect(
      withRetry(async () => {
        calls++;
        throw err;
      }, fast),
    ).rejects.toBe(err);
    expect(calls).toBe(1);
  });
});

describe('transactionWithRetry', () => {
  /** A fake db whose transaction fails before or after the callback, as a dropped connection does. */
  function flakyDb(failures: Array<'before' | 'commit'>) {
    let bodies = 0;
    const db = {
      async transaction(cb: (tx: unknown) => Promise<unknown>) {
        const failure = failures.shift();
        if (failure === 'before') throw pgError('57P01');
        bodies++;
        const result = await cb({});
        if (failure === 'commit') throw new Error('Connection terminated unexpectedly');
        return result;
      },
    };
    return { db: db as unknown as Db, bodies: () => bodies };
  }

  it('repeats a transaction that failed before its callback finished', async () => {
    const fake = flakyDb(['before', 'before']);
    await expect(transactionWithRetry(fake.db, async () => 7, fast)).resolves.toBe(7);
    expect(fake.bodies()).toBe(1);
  });

  it('never repeats one whose COMMIT was cut off (it may have committed): 503 instead', async () => {
    const fake = flakyDb(['commit']);
    await expect(transactionWithRetry(fake.db, async () => 7, fast)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(fake.bodies()).toBe(1);
  });
});

// Only a server has connections to lose; the fault test (scripts/test/fault) restarts a whole one.
if (process.env.TEST_DATABASE_URL) {
  describe('on PostgreSQL, a backend killed under a transaction', () => {
    let testDb: TestDatabase;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    beforeAll(async () => {
      testDb = await openTestDatabase('postgres');
      await admin.connect();
    });
    afterAll(async () => {
      await admin.end();
      await testDb.dispose();
    });

    it('neither crashes the process nor fails the work: the error is logged and the transaction rerun', async () => {
      const logged: Error[] = [];
      testDb.database.logConnectionErrorsTo((err) => logged.push(err));
      let bodies = 0;
      const result = await transactionWithRetry(testDb.database.db, async (tx) => {
        bodies++;
        // The driver-neutral Db types the result as unknown; both drivers answer { rows }.
        const answer = await tx.execute(sql`select pg_backend_pid() as pid`);
        const { rows } = answer as { rows: Array<{ pid: number }> };
        if (bodies === 1) {
          // The client is checked out and idle between two queries when its backend goes: pg emits
          // 'error' on it, which crashed the API before the pool's 'connect' listener existed.
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        await tx.execute(sql`select 1`);
        return bodies;
      });
      expect(result).toBe(2);
      expect(logged.map((err) => err.message)).toContainEqual(expect.stringMatching(/terminating connection/));
    });
  });
}
