import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { insertCourse } from '../helpers/fixtures';
import { courses } from '../../src/db/schema';
import { eq } from 'drizzle-orm';

describe.each(DRIVERS)('course posters on %s', (driver) => {
  const t = useTestApp(driver);

  it('draws a poster for a course by its slug, loadable from the site origin', async () => {
    const course = await insertCourse(t.db, { title: 'SAP EWM <Extended> Warehouse' });
    const [row] = await t.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, course.id));
    const res = await t.app.inject({ method: 'GET', url: `/images/courses/${row!.slug}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('SAP EWM &lt;Extended&gt;');
    expect(res.body).not.toContain('<Extended>');
  });

  it('unknown courses and odd names are 4xx with a detail', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/images/courses/no-such-course.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toEqual(expect.any(String));
    const odd = await t.app.inject({ method: 'GET', url: '/images/courses/..%2Fetc.svg' });
    expect(odd.statusCode).toBe(422);
  });
});
