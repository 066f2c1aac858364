import { courseDetailsResponseSchema, coursesListResponseSchema } from '@sap-academy/contracts';
import { SignJWT } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../../src/config/constants';
import { TEST_ENV, useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp } from '../../helpers/fixtures';

/** A well-formed token for student 1 that expires `ttlSeconds` from now (negative: already expired). */
const signToken = (secret: string, ttlSeconds: number) =>
  new SignJWT({ sid: 1 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setJti(crypto.randomUUID())
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(secret));

describe.each(DRIVERS)('course routes on %s', (driver) => {
  const t = useTestApp(driver);

  describe('GET /lms/courses/list', () => {
    it('lists published courses only, in the §3 shape', async () => {
      const a = await insertCourse(t.db, { price: 250_000 });
      await insertCourse(t.db, { published: false });
      const b = await insertCourse(t.db, { price: 0 });
      const res = await t.app.inject({ method: 'GET', url: '/lms/courses/list' });
      expect(res.statusCode).toBe(200);
      const body = coursesListResponseSchema.parse(res.json());
      expect(body.results.map((c) => c.id)).toEqual([a.id, b.id]);
      expect(Object.keys(body.results[0]!).sort()).toEqual(
        ['course_duration', 'course_title', 'course_type', 'description', 'difficulty_level', 'id', 'poster_url', 'price'].sort(),
      );
    });

    it('answers an empty list when there are no courses', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/lms/courses/list' })).json()).toEqual({ results: [] });
    });
  });

  describe('GET /lms/course/:id', () => {
    it('shows the outline publicly, sections and classes in order, course_student null', async () => {
      const course = await insertCourse(t.db, { sections: [2, 3] });
      const res = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}` });
      expect(res.statusCode).toBe(200);
      const body = courseDetailsResponseSchema.parse(res.json());
      expect(body.course_student).toBeNull();
      expect(body.classes.map((g) => g.section.name)).toEqual(['Section 1', 'Section 2']);
      expect(body.classes.map((g) => g.classes.map((c) => c.title))).toEqual([
        ['Class 1.1', 'Class 1.2'],
        ['Class 2.1', 'Class 2.2', 'Class 2.3'],
      ]);
      expect(body.classes[0]!.classes[0]).toEqual({ id: course.classIds[0], title: 'Class 1.1', duration: 600, online_class_type: 'VIDEO' });
      expect(body.classes[0]!.classes[1]!.duration).toBeNull();
    });

    it('includes a section without classes', async () => {
      const course = await insertCourse(t.db, { sections: [1, 0] });
      const body = (await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}` })).json();
      expect(body.classes[1]).toEqual({ section: { id: course.sections[1]!.id, name: 'Section 2' }, classes: [] });
    });

    it('returns the caller’s course_student once enrolled', async () => {
      const course = await insertCourse(t.db, { price: 0 });
      const student = await signUp(t.app);
      const before = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}`, headers: student.auth });
      expect(before.json().course_student).toBeNull();
      await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });
      const after = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}`, headers: student.auth });
      expect(after.json().course_student).toMatchObject({ course_id: course.id, student_id: student.studentId });
    });

    // Decision 109: a stale token in the browser must not turn a public page into a 401.
    it.each([
      ['a malformed token', async () => 'Bearer nope'],
      ['a token signed with another key', async () => `Bearer ${await signToken('another-secret-another-secret-000000', 3600)}`],
      ['an expired token', async () => `Bearer ${await signToken(TEST_ENV.JWT_SECRET!, -60)}`],
      ['a non-bearer scheme', async () => 'Basic dXNlcjpwYXNz'],
    ])('treats %s as a visitor (200, course_student null) while protected routes still answer 401', async (_label, header) => {
      const course = await insertCourse(t.db);
      const authorization = await header();
      const res = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}`, headers: { authorization } });
      expect(res.statusCode).toBe(200);
      expect(res.json().course_student).toBeNull();
      const guarded = await t.app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization } });
      expect(guarded.statusCode).toBe(401);
      expect(guarded.json().detail).toEqual(expect.any(String));
    });

    it('treats a logged-out (revoked) token as a visitor', async () => {
      const course = await insertCourse(t.db, { price: 0 });
      const student = await signUp(t.app);
      await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });
      expect((await t.app.inject({ method: 'POST', url: '/lms/logout', headers: student.auth })).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}`, headers: student.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json().course_student).toBeNull();
    });

    it.each([
      ['an unknown id', '999999', 404],
      ['an unpublished course', 'UNPUBLISHED', 404],
      ['a non-numeric id', 'abc', 422],
      ['zero', '0', 422],
      ['a negative id', '-4', 422],
      ['a fraction', '1.5', 422],
      ['an id beyond int4', '99999999999', 422],
      ['an id just past int4', '2147483648', 422],
      // Decision 109: one spelling per id; Number() accepts all of these.
      ['an exponent', '1e3', 422],
      ['hex', '0x10', 422],
      ['a plus sign', '%2B1', 422],
      ['a leading zero', '01', 422],
      ['a leading space', '%201', 422],
      ['a trailing space', '1%20', 422],
    ])('answers %s with %p and a detail', async (_label, raw, status) => {
      const hidden = await insertCourse(t.db, { published: false });
      const id = raw === 'UNPUBLISHED' ? String(hidden.id) : raw;
      const res = await t.app.inject({ method: 'GET', url: `/lms/course/${id}` });
      expect(res.statusCode).toBe(status);
      if (status === 422) expect(res.json().detail).toMatch(/^id (must be a positive integer|is out of range)\.$/);
      else expect(res.json().detail).toEqual(expect.any(String));
    });
  });
});
