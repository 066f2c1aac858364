// The two read caches: the catalogue (a few seconds stale at most) and "token not revoked".
import { eq } from 'drizzle-orm';
import { courses, revokedTokens } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { insertCourse, signUp } from '../helpers/fixtures';

describe.each(DRIVERS)('caches on %s', (driver) => {
  const t = useTestApp(driver, { CATALOGUE_CACHE_MS: '60000', AUTH_REVOCATION_CACHE_MS: '60000' });

  it('serves the course list and details from the catalogue cache until it expires', async () => {
    const course = await insertCourse(t.db, { title: 'Before' });
    const list = await t.app.inject({ method: 'GET', url: '/lms/courses/list' });
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.json().results[0].course_title).toBe('Before');
    await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}` });
    await t.db.update(courses).set({ courseTitle: 'After' }).where(eq(courses.id, course.id));
    expect((await t.app.inject({ method: 'GET', url: '/lms/courses/list' })).json().results[0].course_title).toBe('Before');
    expect((await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}` })).json().course.course_title).toBe('Before');
  });

  it('applies a logout in this process at once despite the revocation cache', async () => {
    const student = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/lms/auth', headers: student.auth })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/lms/logout', headers: student.auth });
    expect((await t.app.inject({ method: 'GET', url: '/lms/auth', headers: student.auth })).statusCode).toBe(401);
    expect(await t.db.select().from(revokedTokens)).toHaveLength(1);
  });
});
