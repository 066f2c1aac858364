import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { outbox } from '../../src/db/schema';
import { testConfig, useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';

describe.each(EVERY_DRIVER)('GET /health on %s', (driver) => {
  const t = useTestApp(driver);

  it('answers 200 with the outbox counts (parked mail is visible to an admin)', async () => {
    const row = { kind: 'lead-notification', payload: {} };
    await t.db.insert(outbox).values([row, row, { ...row, status: 'parked' }, { ...row, status: 'sent' }]);
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', driver, outbox: { pending: 2, parked: 1 } });
  });
});

describe('GET /health without a database', () => {
  /** The app over a PostgreSQL URL that refuses, or accepts and never answers. */
  async function appOn(port: number) {
    const database = await openDatabase({ databaseUrl: `postgres://u:p@127.0.0.1:${port}/none`, poolSize: 2 });
    const app = await buildApp({ config: testConfig(), database, outboxAuto: false });
    return { app, close: async () => (await app.close(), await database.close()) };
  }

  async function listen(server: Server): Promise<number> {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  /** A port that was just free: nothing listens there, every connection is refused. */
  async function refusingPort(): Promise<number> {
    const probe = createServer();
    const port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  it('answers 503 {status: "unavailable", detail} while the server refuses connections', async () => {
    const { app, close } = await appOn(await refusingPort());
    try {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', detail: expect.any(String) });
    } finally {
      await close();
    }
  });

  it('every other route answers 503 {detail} with Retry-After while the database refuses, never 500', async () => {
    const { app, close } = await appOn(await refusingPort());
    try {
      for (const request of [
        { method: 'GET', url: '/lms/courses/list' },
        { method: 'GET', url: '/lms/course/1' },
        { method: 'POST', url: '/lms/login', payload: { username: 'a@b.co', password: 'whatever-1' } },
        { method: 'POST', url: '/lms/register', payload: { name: 'Asha', email: 'asha@b.co', password: 'correct horse battery' } },
      ] as const) {
        const res = await app.inject(request);
        expect({ url: request.url, status: res.statusCode }).toEqual({ url: request.url, status: 503 });
        expect(res.json()).toEqual({ detail: expect.stringMatching(/try again/i) });
        expect(res.headers['retry-after']).toBe('5');
      }
    } finally {
      await close();
    }
  });

  it('answers 503 within its short timeout when the server hangs', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    const { app, close } = await appOn(await listen(silent));
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await close();
    }
  });
});
