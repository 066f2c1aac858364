// GET /site/courses/:slug (decision 211): a published course's public page, no session. It shows
// what the course really has, plays only the classes staff marked as free previews (no other
// class's video id, no meeting link ever leaves the API), lists the open batches that have not
// started, words the price as the checkout charges it, and answers 404 for anything not published.
import { and, eq } from 'drizzle-orm';
import { COURSE_PAGE_MESSAGES, publicCoursePageSchema } from '@sap-academy/contracts';
import { GST_PRICE_NOTES } from '@sap-academy/contracts/gst';
import { adminApi, siteApi } from '@sap-academy/contracts/paths';
import { auditLog, batches, classes, courses, settings } from '../../src/db/schema';
import { makeAssignmentClass } from '../helpers/assignments';
import { createBatch } from '../helpers/batches';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { REGISTERED_SELLER as REGISTERED } from '../helpers/gst';
import { insertCourse, type CourseFixture } from '../helpers/fixtures';
import { authorQuiz, makeQuizClass } from '../helpers/quizzes';
import { signUpAs } from '../helpers/staff';

describe.each(DRIVERS)('GET /site/courses/:slug on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let slug: string;

  const page = (s = slug) => t.app.inject({ method: 'GET', url: siteApi.coursePage(s) });
  const slugOf = async (id: number) => (await t.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, id)))[0]!.slug;

  beforeEach(async () => {
    // Two sections: 1.1 (600 s) and 1.2, then 2.1; each class has a copy and an original video.
    course = await insertCourse(t.db, { title: 'SAP MM', price: 2_499_900 });
    slug = await slugOf(course.id);
    await t.db.update(classes).set({ freePreview: true }).where(eq(classes.id, course.classIds[0]!));
  });

  it('answers the course, its syllabus in order with durations, and the preview class’s video id only', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    const body = publicCoursePageSchema.parse(res.json());
    expect(body).toMatchObject({
      id: course.id,
      slug,
      course_title: 'SAP MM',
      price: 2_499_900,
      currency: 'INR',
      course_duration: 45,
      course_type: 'Self-paced',
    });
    expect(body.sections).toEqual([
      {
        name: 'Section 1',
        classes: [
          // The viewer's rule: the file flagged original, not the first one.
          { title: 'Class 1.1', duration: 600, kind: 'VIDEO', preview_video_id: 'orig0000000' },
          { title: 'Class 1.2', duration: null, kind: 'VIDEO', preview_video_id: null },
        ],
      },
      { name: 'Section 2', classes: [{ title: 'Class 2.1', duration: 600, kind: 'VIDEO', preview_video_id: null }] },
    ]);
    // Exactly one video id in the whole answer, and no stored link at all.
    expect(res.body.match(/orig0000000/g)).toHaveLength(1);
    expect(res.body).not.toContain('copy0000000');
    expect(res.body).not.toContain('youtube.com');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('gives no video id for a class that is not a preview, nor for a preview class that is a quiz', async () => {
    await t.db.update(classes).set({ freePreview: false }).where(eq(classes.courseId, course.id));
    const none = await page();
    expect(none.body).not.toMatch(/orig0000000|copy0000000/);
    await t.db.update(classes).set({ freePreview: true }).where(eq(classes.id, course.classIds[1]!));
    await makeQuizClass(t.db, course.classIds[1]!);
    const quiz = publicCoursePageSchema.parse((await page()).json());
    expect(quiz.sections[0]!.classes[1]).toEqual({ title: 'Class 1.2', duration: null, kind: 'QUIZ', preview_video_id: null });
    expect((await page()).body).not.toMatch(/orig0000000|copy0000000/);
  });

  it('counts what enrolment includes from the course as it is: classes, videos, authored quizzes and assignments, a certificate', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const first = publicCoursePageSchema.parse((await page()).json());
    expect(first.includes).toEqual({ classes: 3, videos: 3, quizzes: 0, assignments: 0, certificate: true, mock_interviews: 0 });
    // A quiz class whose quiz is not written yet is no quiz to claim.
    await makeQuizClass(t.db, course.classIds[1]!);
    await makeAssignmentClass(t.db, course.classIds[2]!);
    const unauthored = publicCoursePageSchema.parse((await page()).json());
    expect(unauthored.includes).toMatchObject({ classes: 3, videos: 1, quizzes: 0 });
    await authorQuiz(t.app, admin, course.id, course.classIds[1]!);
    expect(publicCoursePageSchema.parse((await page()).json()).includes).toMatchObject({ quizzes: 1 });
    // No classes: nothing to complete, so no certificate is promised.
    const empty = await insertCourse(t.db, { sections: [] });
    expect(publicCoursePageSchema.parse((await page(await slugOf(empty.id))).json()).includes).toEqual({
      classes: 0,
      videos: 0,
      quizzes: 0,
      assignments: 0,
      certificate: false,
      mock_interviews: 0,
    });
  });

  it('lists only open batches that have not started, with seats left and the trainer, never a meeting link', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    await createBatch(t.app, admin, course.id, { title: 'Evening batch', price_paise: 1_999_900 });
    const cancelled = await createBatch(t.app, admin, course.id, { title: 'Cancelled batch' });
    await t.db.update(batches).set({ status: 'cancelled' }).where(eq(batches.id, cancelled.id));
    const started = await createBatch(t.app, admin, course.id, { title: 'Started batch' });
    await t.db.update(batches).set({ startsOn: '2020-01-06', endsOn: '2020-01-17' }).where(eq(batches.id, started.id));
    const res = await page();
    const body = publicCoursePageSchema.parse(res.json());
    expect(body.batches).toEqual([
      {
        title: 'Evening batch',
        starts_on: '2030-01-07',
        ends_on: '2030-01-18',
        delivery: 'live',
        weekdays: ['Monday', 'Wednesday', 'Friday'],
        start_time: '19:00',
        duration_minutes: 120,
        trainer_name: null,
        price: 1_999_900,
        seats_left: 3,
      },
    ]);
    expect(res.body).not.toContain('meet.google.com');
  });

  it('words the price as the checkout charges it: nothing unregistered, "incl. GST" or "+ 18 % GST" registered, nothing when free', async () => {
    expect((await page()).json().price_note).toBeNull();
    await t.db.insert(settings).values({ key: 'tax', value: REGISTERED });
    expect((await page()).json().price_note).toBe(GST_PRICE_NOTES.included);
    await t.db
      .update(settings)
      .set({ value: { ...REGISTERED, prices_include_gst: false } })
      .where(eq(settings.key, 'tax'));
    expect((await page()).json().price_note).toBe('+ 18 % GST');
    await t.db.update(courses).set({ price: 0 }).where(eq(courses.id, course.id));
    expect((await page()).json().price_note).toBeNull();
  });

  it('is 404 with {detail} for an unknown, draft or archived slug and for text no slug can be; 422 for a NUL byte', async () => {
    const draft = await insertCourse(t.db, { published: false });
    const archived = await insertCourse(t.db);
    await t.db.update(courses).set({ archived: true }).where(eq(courses.id, archived.id));
    for (const s of ['no-such-course', await slugOf(draft.id), await slugOf(archived.id), 'Bad Slug', 'x'.repeat(120)]) {
      const res = await page(s);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: COURSE_PAGE_MESSAGES.notFound });
    }
    // A NUL byte is refused at the edge (decision 109) before any query: a 4xx, never a 500.
    const nul = await page('nul\u0000byte');
    expect(nul.statusCode).toBe(422);
    expect(nul.json().detail).toEqual(expect.any(String));
  });

  it('shows the FAQ and the preview flag staff set in the back office, audited; a bad FAQ is a 422 with {detail}', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const detail = (await t.app.inject({ method: 'GET', url: adminApi.course(course.id), headers: admin.auth })).json();
    expect(detail.faq).toEqual([]);
    expect(detail.sections[0].classes[0].free_preview).toBe(true);
    const {
      id: _id,
      status: _s,
      archived: _a,
      enrolled_count: _e,
      section_count: _sc,
      class_count: _cc,
      created_at: _c,
      updated_at: _u,
      sections,
      ...fields
    } = detail;
    fields.poster_url = '';
    const faq = [{ question: 'Do I need SAP experience?', answer: 'No.\nWe start from the basics.' }];
    const bad = await t.app.inject({
      method: 'PUT',
      url: adminApi.course(course.id),
      headers: admin.auth,
      payload: { ...fields, faq: [{ question: '', answer: 'x' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual(expect.any(String));
    const saved = await t.app.inject({ method: 'PUT', url: adminApi.course(course.id), headers: admin.auth, payload: { ...fields, faq } });
    expect(saved.statusCode).toBe(200);
    // A form that does not send the FAQ leaves it as it is.
    const { faq: _f, ...withoutFaq } = fields;
    const kept = await t.app.inject({
      method: 'PUT',
      url: adminApi.course(course.id),
      headers: admin.auth,
      payload: { ...withoutFaq, version: saved.json().version },
    });
    expect(kept.json().faq).toEqual(faq);
    // The outline editor moves the preview to the second class.
    const outline = kept.json().sections.map((s: typeof sections) => ({
      ...s,
      classes: s.classes.map((c: { id: number }) => ({ ...c, free_preview: c.id === course.classIds[1] })),
    }));
    const moved = await t.app.inject({
      method: 'PUT',
      url: adminApi.courseOutline(course.id),
      headers: admin.auth,
      payload: { version: kept.json().version, sections: outline },
    });
    expect(moved.statusCode).toBe(200);
    // An outline saved by a client that does not know the flag leaves it as it is.
    const unaware = moved.json().sections.map((s: typeof sections) => ({
      ...s,
      classes: s.classes.map(({ free_preview: _p, ...c }: { free_preview: boolean }) => c),
    }));
    const resaved = await t.app.inject({
      method: 'PUT',
      url: adminApi.courseOutline(course.id),
      headers: admin.auth,
      payload: { version: moved.json().version, sections: unaware },
    });
    expect(resaved.statusCode).toBe(200);
    const body = publicCoursePageSchema.parse((await page()).json());
    expect(body.faq).toEqual(faq);
    expect(body.sections[0]!.classes.map((c) => c.preview_video_id)).toEqual([null, 'orig0000000']);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'course'), eq(auditLog.entityId, String(course.id))))
      .orderBy(auditLog.id);
    expect(audits.find((a) => a.action === 'course.update' && JSON.stringify(a.after).includes('Do I need SAP experience?'))).toBeDefined();
    expect(audits.find((a) => a.action === 'course.outline' && JSON.stringify(a.after).includes('"free_preview":true'))).toBeDefined();
  });
});
