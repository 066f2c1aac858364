// /docs is the API's map for attackers as much as for developers: off in production unless asked.
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { PRODUCTION_ENV_ON_PGLITE } from '../helpers/production-env';

const PRODUCTION = PRODUCTION_ENV_ON_PGLITE;

describe.each(DRIVERS)('API docs on %s', (driver) => {
  describe('in production', () => {
    const t = useTestApp(driver, PRODUCTION);

    it('answers 404 {detail} for /docs and /docs/json; the document is still built', async () => {
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: expect.any(String) });
      }
      expect(t.app.swagger().paths).toHaveProperty(['/lms/course/{id}/join']);
    });

    it('sends a strict CSP without /docs: nothing inline, no validator host, no framing (decision 120)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('validator.swagger.io');
    });

    it('lists the back-office routes under the admin tag, each with bearer security', () => {
      const paths = t.app.swagger().paths as Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
      const admin = Object.entries(paths).filter(([path]) => path.startsWith('/admin/'));
      for (const path of [
        '/admin/courses',
        '/admin/courses/{id}',
        '/admin/courses/{id}/outline',
        '/admin/courses/{id}/archive',
        '/admin/coupons/{id}',
        '/admin/audit',
      ]) {
        expect(paths).toHaveProperty([path]);
      }
      for (const [, operations] of admin) {
        for (const operation of Object.values(operations)) {
          expect(operation.tags).toEqual(['admin']);
          expect(operation.security).toEqual([{ bearerAuth: [] }]);
        }
      }
    });
  });

  describe('in production with API_DOCS=1', () => {
    const t = useTestApp(driver, { ...PRODUCTION, API_DOCS: '1' });

    it('serves the UI and the document', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
      expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths).toHaveProperty(['/leads']);
    });

    it('keeps the policy Swagger UI needs (its inline assets, the validator badge) only while /docs is served', async () => {
      const csp = String((await t.app.inject({ method: 'GET', url: '/docs' })).headers['content-security-policy']);
      expect(csp).toContain("'unsafe-inline'");
      expect(csp).toContain('validator.swagger.io');
    });
  });
});
