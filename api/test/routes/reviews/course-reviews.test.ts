// Course reviews (decisions 147 and 212): a student who completed at least half of a course's
// classes rates it once (an edit returns it to moderation); editors and admins publish or hide it,
// audited; only published reviews reach the course page (first name and initial) and the site
// data's testimonials, and the course's rating is the mean of the published ratings to one decimal.
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { COURSE_REVIEW_MESSAGES, REVIEW_TEXT_MAX, courseReviewStatusSchema, publicCoursePageSchema, siteDataSchema } from '@sap-academy/contracts';
import { COURSE_REVIEW_ADMIN_MESSAGES, adminCourseReviewListSchema, adminCourseReviewSchema } from '@sap-academy/contracts/admin';
import { adminApi, lmsApi, siteApi } from '@sap-academy/contracts/paths';
import { auditLog, classProgress, courseReviews, courses, students, users } from '../../../src/db/schema';
import { enrol } from '../../helpers/assignments';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';
import { allSessions, expectStaffOnly } from '../admin/staff-session';

const RUNS = 20;

describe.each(DRIVERS)('course reviews on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let slug: string;
  let student: StudentSession;

  const complete = (studentId: number, classIds: number[]) =>
    classIds.length
      ? t.db.insert(classProgress).values(classIds.map((classId) => ({ studentId, classId, status: 2, completedAt: new Date() })))
      : Promise.resolve();
  const mine = (who: StudentSession, courseId = course.id) => t.app.inject({ method: 'GET', url: lmsApi.courseReview(courseId), headers: who.auth });
  const save = (who: StudentSession, payload: unknown, courseId = course.id) =>
    t.app.inject({ method: 'PUT', url: lmsApi.courseReview(courseId), headers: who.auth, payload: payload as object });
  const moderate = (who: StudentSession, id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: adminApi.courseReviewModeration(id), headers: who.auth, payload });
  const queue = async (who: StudentSession, status = 'pending') =>
    adminCourseReviewListSchema.parse((await t.app.inject({ method: 'GET', url: `${adminApi.courseReviews()}?status=${status}`, headers: who.auth })).json())
      .results;
  const page = async () => publicCoursePageSchema.parse((await t.app.inject({ method: 'GET', url: siteApi.coursePage(slug) })).json());

  beforeEach(async () => {
    // Four classes: two completed is exactly the required half.
    course = await insertCourse(t.db, { title: 'SAP FICO', sections: [2, 2] });
    slug = (await t.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, course.id)))[0]!.slug;
    student = await signUp(t.app, 'Asha Rao');
    await enrol(t.db, student.studentId, course.id);
  });

  it('refuses a student below half of the classes and accepts one at half, pending moderation', async () => {
    await complete(student.studentId, course.classIds.slice(0, 1));
    expect(courseReviewStatusSchema.parse((await mine(student)).json())).toEqual({
      eligible: false,
      completed_classes: 1,
      total_classes: 4,
      required_share: 0.5,
      review: null,
    });
    const early = await save(student, { rating: 5, body: 'Great course' });
    expect([early.statusCode, early.json()]).toEqual([403, { detail: COURSE_REVIEW_MESSAGES.notEligible }]);
    expect(await t.db.select().from(courseReviews)).toEqual([]);

    await complete(student.studentId, course.classIds.slice(1, 2));
    const res = await save(student, { rating: 5, body: '  Great course, real projects.  ' });
    expect(res.statusCode).toBe(200);
    expect(courseReviewStatusSchema.parse(res.json())).toMatchObject({
      eligible: true,
      completed_classes: 2,
      review: { rating: 5, body: 'Great course, real projects.', status: 'pending' },
    });
  });

  it('answers 401 to a visitor and 403 to a student not enrolled in the course', async () => {
    const visitor = await t.app.inject({ method: 'PUT', url: lmsApi.courseReview(course.id), payload: { rating: 4, body: 'x' } });
    expect([visitor.statusCode, visitor.json()]).toEqual([401, { detail: expect.any(String) }]);
    const other = await signUp(t.app, 'Ravi Kumar');
    await complete(other.studentId, course.classIds);
    const res = await save(other, { rating: 4, body: 'Not mine to review' });
    expect([res.statusCode, res.json()]).toEqual([403, { detail: COURSE_REVIEW_MESSAGES.notEnrolled }]);
    expect((await mine(other)).statusCode).toBe(403);
  });

  it('keeps one review per student and course: a second save replaces it and returns a published one to moderation', async () => {
    const editor = await signUpAs(t.app, t.db, 'editor');
    await complete(student.studentId, course.classIds);
    expect((await save(student, { rating: 3, body: 'Good' })).statusCode).toBe(200);
    const [pending] = await queue(editor);
    expect((await moderate(editor, pending!.id, { status: 'published', version: pending!.version })).statusCode).toBe(200);
    expect((await page()).reviews).toHaveLength(1);

    const edited = await save(student, { rating: 4, body: 'Better on second thought' });
    expect(courseReviewStatusSchema.parse(edited.json()).review).toMatchObject({ rating: 4, status: 'pending' });
    const rows = await t.db.select().from(courseReviews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, status: 'pending', publishedAt: null });
    expect(rows[0]!.version).toBeGreaterThan(pending!.version);
    // Back in the queue, gone from the public page.
    expect((await queue(editor)).map((r) => r.id)).toEqual([pending!.id]);
    expect(await page()).toMatchObject({ reviews: [], rating: { average: null, count: 0 } });
    // The moderator's old version no longer applies.
    const stale = await moderate(editor, pending!.id, { status: 'published', version: pending!.version });
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: COURSE_REVIEW_ADMIN_MESSAGES.stale }]);
  });

  it('lets only editors and admins moderate: 401 for a visitor, 403 for a student and a trainer; each decision is audited', async () => {
    const s = await allSessions(t.app, t.db);
    await expectStaffOnly(t.app, s, { method: 'GET', url: adminApi.courseReviews() });
    await expectStaffOnly(t.app, s, { method: 'POST', url: adminApi.courseReviewModeration(1), payload: { status: 'published', version: 0 } });
    const trainer = await signUpAs(t.app, t.db, 'trainer');
    expect((await t.app.inject({ method: 'GET', url: adminApi.courseReviews(), headers: trainer.auth })).statusCode).toBe(403);

    await complete(student.studentId, course.classIds.slice(0, 2));
    await save(student, { rating: 2, body: 'Too fast for me' });
    const [review] = await queue(s.admin);
    expect(review).toMatchObject({ course_id: course.id, course_title: 'SAP FICO', student_name: 'Asha Rao', rating: 2, status: 'pending' });
    const hidden = await moderate(s.editor, review!.id, { status: 'hidden', version: review!.version });
    expect(adminCourseReviewSchema.parse(hidden.json())).toMatchObject({ status: 'hidden' });
    const published = await moderate(s.admin, review!.id, { status: 'published', version: hidden.json().version });
    expect(published.json()).toMatchObject({ status: 'published' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'course_review')).orderBy(asc(auditLog.id));
    expect(audit.map((r) => [r.action, r.actorUserId, r.entityId])).toEqual([
      ['course_review.hide', s.editor.userId, String(review!.id)],
      ['course_review.publish', s.admin.userId, String(review!.id)],
    ]);
    expect(audit[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'hidden' } });
    const missing = await moderate(s.admin, 999_999, { status: 'hidden', version: 0 });
    expect([missing.statusCode, missing.json()]).toEqual([404, { detail: COURSE_REVIEW_ADMIN_MESSAGES.notFound }]);
  });

  it('shows only published reviews, newest first, by first name and initial, on the page and in the site data', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const writers = [student, await signUp(t.app, 'Ravi Kumar Sharma'), await signUp(t.app, 'Meera')];
    for (const [i, who] of writers.entries()) {
      if (i > 0) await enrol(t.db, who.studentId, course.id);
      await complete(who.studentId, course.classIds);
      expect((await save(who, { rating: 5 - i, body: `Review ${i}` })).statusCode).toBe(200);
    }
    const pending = await queue(admin);
    const before = siteDataSchema.parse((await t.app.inject({ method: 'GET', url: siteApi.siteData() })).json());
    expect(before.testimonials).toEqual([]);
    expect(await page()).toMatchObject({ reviews: [], rating: { average: null, count: 0 } });
    // Publish Asha's then Meera's; Ravi's is hidden.
    const byBody = (body: string) => pending.find((r) => r.body === body)!;
    await moderate(admin, byBody('Review 0').id, { status: 'published', version: byBody('Review 0').version });
    await moderate(admin, byBody('Review 1').id, { status: 'hidden', version: byBody('Review 1').version });
    await moderate(admin, byBody('Review 2').id, { status: 'published', version: byBody('Review 2').version });
    const shown = await page();
    expect(shown.reviews.map((r) => [r.author, r.rating, r.body])).toEqual([
      ['Meera', 3, 'Review 2'],
      ['Asha R.', 5, 'Review 0'],
    ]);
    expect(shown.rating).toEqual({ average: 4, count: 2 });
    expect(JSON.stringify(shown)).not.toMatch(/Ravi|Rao|Review 1|@example/);
    const site = siteDataSchema.parse((await t.app.inject({ method: 'GET', url: siteApi.siteData() })).json());
    expect(site.version).not.toBe(before.version);
    expect(site.testimonials.map((r) => [r.author, r.course_title, r.course_slug])).toEqual([
      ['Meera', 'SAP FICO', slug],
      ['Asha R.', 'SAP FICO', slug],
    ]);
  });

  it('answers a bad review or moderation with 422 and its {detail}, never a 500', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    await complete(student.studentId, course.classIds);
    const bad: [unknown, string][] = [
      [{ rating: 0, body: 'x' }, COURSE_REVIEW_MESSAGES.rating],
      [{ rating: 6, body: 'x' }, COURSE_REVIEW_MESSAGES.rating],
      [{ rating: 3.5, body: 'x' }, COURSE_REVIEW_MESSAGES.rating],
      [{ rating: '5', body: 'x' }, COURSE_REVIEW_MESSAGES.rating],
      [{ rating: 4, body: '   ' }, COURSE_REVIEW_MESSAGES.text],
      [{ rating: 4, body: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, COURSE_REVIEW_MESSAGES.text],
      [{ rating: 4 }, COURSE_REVIEW_MESSAGES.text],
    ];
    for (const [payload, detail] of bad) {
      const res = await save(student, payload);
      expect([res.statusCode, res.json().detail]).toEqual([422, detail]);
    }
    const extra = await save(student, { rating: 4, body: 'ok', status: 'published' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
    expect((await save(student, { rating: 4, body: 'x'.repeat(REVIEW_TEXT_MAX) })).statusCode).toBe(200);
    for (const url of [lmsApi.courseReview(0), '/lms/course/abc/review']) {
      const res = await t.app.inject({ method: 'PUT', url, headers: student.auth, payload: { rating: 4, body: 'ok' } });
      expect([res.statusCode, typeof res.json().detail]).toEqual([422, 'string']);
    }
    const [review] = await queue(admin);
    for (const payload of [{ status: 'pending', version: review!.version }, { status: 'published' }, { status: 'published', version: -1 }]) {
      const res = await moderate(admin, review!.id, payload);
      expect([res.statusCode, typeof res.json().detail]).toEqual([422, 'string']);
    }
    const badQuery = await t.app.inject({ method: 'GET', url: `${adminApi.courseReviews()}?status=deleted`, headers: admin.auth });
    expect([badQuery.statusCode, typeof badQuery.json().detail]).toEqual([422, 'string']);
  });

  it(`rates a course with the mean of its published ratings rounded to one decimal, whatever the mix (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ rating: fc.integer({ min: 1, max: 5 }), status: fc.constantFrom('pending', 'published', 'hidden') }), { maxLength: 8 }),
        async (reviews) => {
          const run = await insertCourse(t.db, { sections: [1] });
          for (const [i, review] of reviews.entries()) {
            const [user] = await t.db
              .insert(users)
              .values({ name: `Reviewer ${i}`, email: `reviewer-${run.id}-${i}@example.com` })
              .returning();
            const [row] = await t.db.insert(students).values({ userId: user!.id }).returning();
            await t.db.insert(courseReviews).values({
              courseId: run.id,
              studentId: row!.id,
              rating: review.rating,
              body: `Review ${i}`,
              status: review.status,
              publishedAt: review.status === 'published' ? new Date() : null,
            });
          }
          const [{ slug: runSlug }] = (await t.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, run.id))) as [{ slug: string }];
          const body = publicCoursePageSchema.parse((await t.app.inject({ method: 'GET', url: siteApi.coursePage(runSlug) })).json());
          const published = reviews.filter((r) => r.status === 'published').map((r) => r.rating);
          const mean = published.reduce((a, b) => a + b, 0) / published.length;
          expect(body.rating).toEqual({ average: published.length ? Math.round(mean * 10) / 10 : null, count: published.length });
          expect(body.reviews).toHaveLength(published.length);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('stores no second row when the same student saves twice at once', async () => {
    await complete(student.studentId, course.classIds);
    const results = await Promise.all([save(student, { rating: 4, body: 'First tab' }), save(student, { rating: 5, body: 'Second tab' })]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(
      await t.db
        .select()
        .from(courseReviews)
        .where(and(eq(courseReviews.courseId, course.id), eq(courseReviews.studentId, student.studentId))),
    ).toHaveLength(1);
  });
});
