// Cross-cutting behaviour of the whole app: docs, settings, health, errors, headers, limits.
import { settingsSchema } from '@sap-academy/contracts';
import { MESSAGES } from '../src/config/constants';
import { useTestApp } from './helpers/app';
import { EVERY_DRIVER } from './helpers/database';
import { signUp } from './helpers/fixtures';

describe.each(EVERY_DRIVER)('the app on %s', (driver) => {
  const t = useTestApp(driver, { CORS_ORIGINS: 'http://localhost:3000,http://shell.example', BODY_LIMIT_BYTES: '2048' }, (app) => {
    app.get('/__boom', async () => {
      throw new Error('connection string postgres://secret@db internals');
    });
  });

  it('serves the OpenAPI document and UI at /docs with every §7 path', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of [
      '/lms/auth',
      '/lms/login',
      '/lms/register',
      '/request-otp',
      '/verify-otp',
      '/lms/logout',
      '/settings',
      '/lms/courses/list',
      '/lms/course/{id}',
      '/lms/course/{id}/continue/{courseStudentId}',
      '/lms/course/{id}/class/{classId}',
      '/lms/course/{id}/coupon',
      '/lms/course/{id}/join',
      '/lms/course/{id}/payment/status',
      '/lms/course/{id}/class/{classId}/progress',
      '/leads',
      '/payments/webhook',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('GET /settings answers the configured values with the §9 defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/settings' });
    expect(res.statusCode).toBe(200);
    const settings = settingsSchema.parse(res.json());
    expect(settings).toMatchObject({ currency: 'INR', locale: 'en-IN', webinar: { date: '25th August', time: '12 PM' } });
    expect(settings.social_links).toEqual(expect.any(Object));
  });

  it('GET /settings lets stored values override the environment and ignores broken ones', async () => {
    const { settings } = await import('../src/db/schema');
    await t.db.insert(settings).values({ key: 'phone', value: '+91 11111 22222' });
    expect((await t.app.inject({ method: 'GET', url: '/settings' })).json().phone).toBe('+91 11111 22222');
    await t.db.insert(settings).values({ key: 'currency', value: 42 });
    expect((await t.app.inject({ method: 'GET', url: '/settings' })).json().currency).toBe('INR');
  });

  it('GET /health reports the driver', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok', driver, outbox: { pending: 0, parked: 0 } });
  });

  it('answers unknown routes with 404 {detail}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: MESSAGES.notFound });
  });

  it('never leaks internals in a 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: MESSAGES.internal });
    expect(res.body).not.toContain('secret');
  });

  it('sets helmet security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lms/courses/list' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toEqual(expect.any(String));
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('allows CORS only for the configured origins', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/lms/login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
    const allowed = await preflight('http://shell.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://shell.example');
    expect(allowed.headers['access-control-allow-headers']).toMatch(/authorization/i);
    const denied = await preflight('http://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ method: 'GET', url: '/settings', headers: { origin: 'http://localhost:3000' } });
    expect(simple.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('rejects bodies over the limit with 413 {detail}', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/leads', payload: { type: 'contact', name: 'x', email: 'a@b.co', message: 'x'.repeat(4000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toEqual(expect.any(String));
  });
});

describe.each(EVERY_DRIVER)('rate limits on %s', (driver) => {
  const t = useTestApp(driver, { RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_COUPON_MAX: '2', RATE_LIMIT_LEADS_MAX: '2' });

  it.each([
    ['POST', '/lms/login', { username: 'a@b.co', password: 'password123' }, 3],
    ['POST', '/lms/register', { name: 'x' }, 3],
    ['POST', '/request-otp', { email: 'a@b.co' }, 3],
    ['POST', '/verify-otp', { email: 'a@b.co', otp: '123456' }, 3],
    ['POST', '/leads', { type: 'contact', name: 'x', email: 'a@b.co' }, 2],
    ['GET', '/lms/course/1/coupon?coupon=X', undefined, 2],
  ] as const)('%s %s answers 429 with a detail past its limit', async (method, url, payload, max) => {
    // The coupon lookup authenticates first (onRequest), so it is limited per signed-in caller.
    const headers = url.includes('coupon') ? (await signUp(t.app)).auth : {};
    const send = () => t.app.inject({ method, url, payload, headers, remoteAddress: `10.0.0.${max}${url.length}` });
    for (let i = 0; i < max; i++) expect((await send()).statusCode).not.toBe(429);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many requests/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('does not limit the course list', async () => {
    for (let i = 0; i < 20; i++) expect((await t.app.inject({ method: 'GET', url: '/lms/courses/list' })).statusCode).toBe(200);
  });
});
