// One id per request across services. The API answers with, and logs under, the
// X-Request-Id its caller sent when it is a plausible id; anything else gets a fresh UUID, so a
// caller cannot write arbitrary text into the log or answer headers.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { FakeMailer, testConfig } from '../helpers/app';
import { openTestDatabase, type TestDatabase } from '../helpers/database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let testDb: TestDatabase;
let app: FastifyInstance;
const lines: Array<{ reqId?: string; msg?: string }> = [];

beforeAll(async () => {
  testDb = await openTestDatabase('pglite');
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database: testDb.database,
    mailer: new FakeMailer(),
    outboxAuto: false,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as { reqId?: string }) },
  });
});
afterAll(async () => {
  await app.close();
  await testDb.dispose();
});

it('keeps the caller’s id: in the answer and on every log line of the request', async () => {
  const id = 'page-7f3a9c21.req:42';
  const res = await app.inject({ method: 'GET', url: '/lms/courses/list', headers: { 'x-request-id': id } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-request-id']).toBe(id);
  const logged = lines.filter((line) => line.reqId === id);
  expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
});

it.each([
  ['none', undefined],
  ['too short', 'abc'],
  ['too long', 'a'.repeat(129)],
  ['spaces and quotes', 'id with "quotes" and spaces'],
  ['a header injection attempt', 'abcdefgh\\r\\nset-cookie: x=1'],
])('gives a fresh UUID for %s', async (_case, given) => {
  const res = await app.inject({ method: 'GET', url: '/health', headers: given === undefined ? {} : { 'x-request-id': given } });
  const id = res.headers['x-request-id'];
  expect(id).toMatch(UUID);
  expect(id).not.toBe(given);
});

it('answers error responses with the id too', async () => {
  const res = await app.inject({ method: 'GET', url: '/no/such/route', headers: { 'x-request-id': 'trace-0001-abcd' } });
  expect(res.statusCode).toBe(404);
  expect(res.headers['x-request-id']).toBe('trace-0001-abcd');
});
