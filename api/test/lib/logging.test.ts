// Decision 109: a database error logs what explains it (code, constraint, SQL text) and never the
// values: not the bound parameters, not the argon2 hash, not the person's e-mail or message.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { REDACT_PATHS, serializeError } from '../../src/lib/logging';
import { testConfig, FakeMailer } from '../helpers/app';
import { EVERY_DRIVER, openTestDatabase, type TestDatabase } from '../helpers/database';
import type { FastifyInstance } from 'fastify';

const PASSWORD = 'Sup3r-Secret-Pass!';
const EMAIL = 'private.person@example.org';
const TRIGGER = 'Trigger Failure';

describe('serializeError', () => {
  it('drops drizzle parameters, driver details and secrets, keeps code, constraint and frames', () => {
    const cause = Object.assign(new Error('new row for relation "users" violates check constraint "users_probe"'), {
      code: '23514',
      constraint: 'users_probe',
      table: 'users',
      detail: `Failing row contains (1, ${TRIGGER}, ${EMAIL}, $argon2id$v=19$m=1024,t=1,p=1$c2FsdA$aGFzaA).`,
    });
    const err = Object.assign(
      new Error(
        `Failed query: insert into "users" ("name", "email", "password_hash") values ($1, $2, $3)\nparams: ${TRIGGER},${EMAIL},$argon2id$v=19$m=1024$abc`,
      ),
      { query: 'insert into "users" ("name", "email", "password_hash") values ($1, $2, $3)', params: [TRIGGER, EMAIL, '$argon2id$v=19$m=1024$abc'], cause },
    );
    const logged = serializeError(err);
    const text = JSON.stringify(logged);
    for (const secret of [TRIGGER, EMAIL, '$argon2', 'params']) expect(text).not.toContain(secret);
    expect(logged).toMatchObject({
      message: 'Failed query: insert into "users" ("name", "email", "password_hash") values ($1, $2, $3)',
      query: 'insert into "users" ("name", "email", "password_hash") values ($1, $2, $3)',
      cause: { code: '23514', constraint: 'users_probe', table: 'users' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: .*\n {4}at /);
  });

  it('removes a quoted value at the end of a driver message, tokens and e-mails anywhere', () => {
    expect(serializeError(new Error('invalid input syntax for type integer: "4 OR 1=1"')).message).toBe('invalid input syntax for type integer: "[value]"');
    expect(serializeError(new Error(`bad eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl from ${EMAIL}`)).message).toBe('bad [token] from [email]');
    expect(serializeError('a string').message).toBe('[non-error value]');
  });

  it('redacts the secrets logged outside an error', () => {
    expect(REDACT_PATHS).toEqual(expect.arrayContaining(['req.headers.authorization', '*.password', '*.params', '*.email']));
  });
});

describe.each(EVERY_DRIVER)('the log on %s', (driver) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    testDb = await openTestDatabase(driver);
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database: testDb.database,
      mailer: new FakeMailer(),
      outboxAuto: false,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
    // A constraint the app does not know about: the insert fails with a real driver error.
    await testDb.database.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT users_probe CHECK (name <> '${TRIGGER}')`));
    await testDb.database.db.execute(sql.raw(`ALTER TABLE leads ADD CONSTRAINT leads_probe CHECK (name <> '${TRIGGER}')`));
  });
  beforeEach(() => {
    lines.length = 0;
  });
  afterAll(async () => {
    await testDb.database.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT users_probe'));
    await testDb.database.db.execute(sql.raw('ALTER TABLE leads DROP CONSTRAINT leads_probe'));
    await app?.close();
    await testDb?.dispose();
  });

  const errorEntry = () => {
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> });
    return entries.find((entry) => entry.msg === 'unhandled error');
  };

  it('a failed registration: 500, logged with code and constraint, without password, hash or e-mail', async () => {
    const res = await app.inject({ method: 'POST', url: '/lms/register', payload: { name: TRIGGER, email: EMAIL, password: PASSWORD } });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(errorEntry()?.err).toMatchObject({ cause: { code: '23514', constraint: 'users_probe' } });
    for (const secret of [PASSWORD, '$argon2', EMAIL, TRIGGER]) expect(log).not.toContain(secret);
  });

  it('a failed lead: 500, logged without the person’s data', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/leads',
      payload: { type: 'contact', name: TRIGGER, email: EMAIL, mobile: '+91 90000 12345', message: 'my private message' },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(errorEntry()?.err).toMatchObject({ cause: { code: '23514', constraint: 'leads_probe' } });
    for (const secret of [EMAIL, TRIGGER, '90000 12345', 'my private message']) expect(log).not.toContain(secret);
  });
});
