// A trainer signs in to the back office but reads only the review queue and the submissions of
// its courses (decision 133), runs the sessions of the batches it trains (136) and keeps its own
// consultant hours and bookings (138). This walks every route registered under /admin, so a route
// added later is checked too: a trainer gets 403 on each, before any validation, except those,
// which are the only ones whose roles name the trainer (their services check whose it is).
import Fastify from 'fastify';
import { ADMIN_MESSAGES, type Role } from '@sap-academy/contracts/admin';
import serviceApp, { serverOptions } from '../../../src/app';
import type { Db } from '../../../src/db/client';
import { FakeMailer, testConfig } from '../../helpers/app';
import { sharedTestDatabase } from '../../helpers/database';
import { signUpAs } from '../../helpers/staff';

/** The routes a trainer is meant to reach; everything else under /admin refuses it. */
const TRAINER_ROUTES = [
  'GET /admin/reviews',
  'GET /admin/reviews/:submissionId',
  'POST /admin/reviews/:submissionId/decision',
  // Live batches (decision 136): the batches they train, run session by session; the service
  // checks the trainer per batch.
  'GET /admin/batches',
  'GET /admin/batches/:id',
  'POST /admin/batches/:id/sessions',
  'PUT /admin/batches/:id/sessions/:sessionId',
  'POST /admin/batches/:id/sessions/:sessionId/cancel',
  'GET /admin/batches/:id/sessions/:sessionId/roster',
  'PUT /admin/batches/:id/sessions/:sessionId/roster',
  'PUT /admin/batches/:id/sessions/:sessionId/recording',
  // Bookings (decision 138): a consultant's own hours and bookings; the service checks whose.
  'GET /admin/consultants/:userId/availability',
  'PUT /admin/consultants/:userId/availability',
  'GET /admin/bookings',
  'POST /admin/bookings/:id/cancel',
  'PUT /admin/bookings/:id/feedback',
  // The staff calendar (decision 151): every staff role; the service narrows a trainer's view to
  // their own batches' sessions and their own bookings.
  'GET /admin/calendar',
];

describe('the back office for a trainer', () => {
  const app = Fastify(serverOptions(testConfig()));
  const routes: Array<{ method: string; url: string; roles: readonly Role[] }> = [];
  let db: Db;

  beforeAll(async () => {
    // Collected as they are registered: Fastify keeps no list of its routes to ask afterwards.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/admin/')) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, roles: route.config?.roles ?? [] });
    });
    const database = (await sharedTestDatabase('pglite')).database;
    db = database.db;
    await app.register(serviceApp, {
      config: testConfig(),
      database,
      mailer: new FakeMailer(),
      outboxAuto: false,
      orderExpiryAuto: false,
      rumAuto: false,
      releaseJudgeAuto: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds every admin route, and only the review, batch-session and consultant routes name the trainer', () => {
    expect(routes.length).toBeGreaterThanOrEqual(45);
    const forTrainers = routes.filter((r) => r.roles.includes('trainer')).map((r) => `${r.method} ${r.url}`);
    expect(forTrainers.sort()).toEqual([...TRAINER_ROUTES].sort());
  });

  it('answers a trainer 403 on every other admin route, and lets it through on its own routes', async () => {
    const trainer = await signUpAs(app, db, 'trainer');
    const editor = await signUpAs(app, db, 'editor');
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const res = await app.inject({ method: route.method as 'GET', url, headers: trainer.auth });
      const name = `${route.method} ${route.url}`;
      if (TRAINER_ROUTES.includes(name)) {
        // Past the guard: a missing submission or the queue, never the staff-only refusal.
        expect([name, res.json()]).not.toEqual([name, { detail: ADMIN_MESSAGES.forbidden }]);
        expect([name, res.statusCode < 500]).toEqual([name, true]);
      } else {
        expect([name, res.statusCode, res.json()]).toEqual([name, 403, { detail: ADMIN_MESSAGES.forbidden }]);
      }
    }
    // The editor, by contrast, still reaches the catalogue.
    expect((await app.inject({ method: 'GET', url: '/admin/courses', headers: editor.auth })).statusCode).toBe(200);
  });
});
