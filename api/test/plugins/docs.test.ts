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
  });

  describe('in production with API_DOCS=1', () => {
    const t = useTestApp(driver, { ...PRODUCTION, API_DOCS: '1' });

    it('serves the UI and the document', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
      expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths).toHaveProperty(['/leads']);
    });
  });
});
