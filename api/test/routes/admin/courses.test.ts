// /admin/courses: staff only, validated, versioned, audited; the portal follows at once.
import fc from 'fast-check';
import { and, count, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@sap-academy/contracts/admin';
import { auditLog, classProgress, courseStudents, revisions } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp } from '../../helpers/fixtures';
import { allSessions, expectStaffOnly, type Sessions } from './staff-session';

const VIDEO = 'https://www.youtube.com/watch?v=abcdefghijk';

const courseBody = (overrides: Record<string, unknown> = {}) => ({
  course_title: 'SAP Ariba Essentials',
  slug: 'sap-ariba',
  description: 'Sourcing and procurement on SAP Ariba.',
  difficulty_level: 'Intermediate',
  course_type: 'Self-paced',
  course_duration: 30,
  price: 1_999_900,
  poster_url: '',
  published: false,
  ...overrides,
});

describe.each(DRIVERS)('/admin/courses on %s', (driver) => {
  const t = useTestApp(driver);
  let s: Sessions;
  beforeEach(async () => {
    s = await allSessions(t.app, t.db);
  });

  const as = (who: keyof Sessions) => s[who].auth;
  const create = async (overrides: Record<string, unknown> = {}, who: keyof Sessions = 'admin') =>
    t.app.inject({ method: 'POST', url: '/admin/courses', headers: as(who), payload: courseBody(overrides) });
  const auditRows = async (entityId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'course'), eq(auditLog.entityId, String(entityId))))
      .orderBy(auditLog.id);
  const siteRevision = async () => (await t.db.select().from(revisions).where(eq(revisions.name, 'site')))[0]!.value;

  it('answers 401 to a visitor and 403 to a student on every route, before validating anything', async () => {
    const course = await insertCourse(t.db);
    const requests = [
      { method: 'GET', url: '/admin/courses' },
      { method: 'POST', url: '/admin/courses', payload: {} },
      { method: 'GET', url: `/admin/courses/${course.id}` },
      { method: 'PUT', url: `/admin/courses/${course.id}`, payload: {} },
      { method: 'PUT', url: `/admin/courses/${course.id}/outline`, payload: {} },
      { method: 'POST', url: `/admin/courses/${course.id}/publish`, payload: { version: 0 } },
      { method: 'POST', url: `/admin/courses/${course.id}/archive`, payload: { version: 0 } },
      { method: 'DELETE', url: `/admin/courses/${course.id}` },
    ] as const;
    for (const request of requests) await expectStaffOnly(t.app, s, request);
  });

  it('creates a course for an editor and an admin (201), with the generated poster, an audit row and a new site revision', async () => {
    const revision = await siteRevision();
    const byEditor = await create({}, 'editor');
    expect(byEditor.statusCode).toBe(201);
    const course = byEditor.json();
    expect(course).toMatchObject({ ...courseBody(), status: 'draft', archived: false, version: 0, enrolled_count: 0, sections: [] });
    expect(await siteRevision()).toBe(revision + 1);
    // The generated poster is served by the API under the slug and reads back as '' for the form.
    expect((await t.app.inject({ method: 'GET', url: '/images/courses/sap-ariba.svg' })).statusCode).toBe(200);

    const byAdmin = await create({ slug: 'sap-ariba-2', poster_url: 'https://cdn.example.com/ariba.png' }, 'admin');
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().poster_url).toBe('https://cdn.example.com/ariba.png');

    const [row] = await auditRows(course.id);
    expect(row).toMatchObject({ action: 'course.create', actorUserId: s.editor.userId, before: null });
    expect(row!.after).toMatchObject({
      course_title: 'SAP Ariba Essentials',
      slug: 'sap-ariba',
      price: 1_999_900,
      poster_url: '/images/courses/sap-ariba.svg',
    });
  });

  it('refuses bad input with 422 and a message per field', async () => {
    const res = await create({ course_title: '', slug: 'Not A Slug', price: -1, course_duration: 1.5, difficulty_level: 'Expert', poster_url: 'ftp://x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({
      'body.course_title': 'Title is required.',
      'body.slug': 'Use lower-case letters, digits and single hyphens, e.g. sap-mm.',
      'body.price': 'Price cannot be negative.',
      'body.course_duration': 'Duration must be a whole number of days.',
      'body.difficulty_level': 'Level must be one of Beginner, Intermediate, Advanced.',
      'body.poster_url': expect.any(String),
    });
    const badId = await t.app.inject({ method: 'GET', url: '/admin/courses/abc', headers: as('admin') });
    expect([badId.statusCode, badId.json().fields]).toEqual([422, { 'params.id': 'id must be a positive integer.' }]);
    const badSort = await t.app.inject({ method: 'GET', url: '/admin/courses?sort=password', headers: as('admin') });
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().fields['querystring.sort']).toMatch(/course_title/);
  });

  it('answers 404 {detail} for a course that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/courses/999', headers: as('editor') });
    expect([res.statusCode, res.json()]).toEqual([404, { detail: 'Course not found.' }]);
    const put = await t.app.inject({ method: 'PUT', url: '/admin/courses/999', headers: as('admin'), payload: { ...courseBody(), version: 0 } });
    expect(put.statusCode).toBe(404);
  });

  it('gives 409 naming the slug when it is taken, on create and on edit', async () => {
    await create();
    const dup = await create({ course_title: 'Another' });
    expect([dup.statusCode, dup.json()]).toEqual([409, { detail: ADMIN_MESSAGES.slugTaken, fields: { 'body.slug': ADMIN_MESSAGES.slugTaken } }]);
    const other = (await create({ slug: 'other' })).json();
    const edit = await t.app.inject({ method: 'PUT', url: `/admin/courses/${other.id}`, headers: as('admin'), payload: { ...courseBody(), version: 0 } });
    expect([edit.statusCode, edit.json().fields]).toEqual([409, { 'body.slug': ADMIN_MESSAGES.slugTaken }]);
    expect(await auditRows(other.id)).toHaveLength(1); // the create only
  });

  it('edits with the version it loaded: bumps it, audits before/after, and refuses a stale version with 409', async () => {
    const course = (await create()).json();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/admin/courses/${course.id}`,
      headers: as('editor'),
      payload: { ...courseBody({ course_title: 'SAP Ariba in Depth', price: 2_499_900 }), version: 0 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ course_title: 'SAP Ariba in Depth', price: 2_499_900, version: 1 });
    const [, update] = await auditRows(course.id);
    expect(update).toMatchObject({ action: 'course.update', actorUserId: s.editor.userId });
    expect(update!.before).toMatchObject({ course_title: 'SAP Ariba Essentials', price: 1_999_900, version: 0 });
    expect(update!.after).toMatchObject({ course_title: 'SAP Ariba in Depth', price: 2_499_900, version: 1 });

    const stale = await t.app.inject({
      method: 'PUT',
      url: `/admin/courses/${course.id}`,
      headers: as('admin'),
      payload: { ...courseBody({ price: 1 }), version: 0 },
    });
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: ADMIN_MESSAGES.staleVersion }]);
    const publishStale = await t.app.inject({ method: 'POST', url: `/admin/courses/${course.id}/publish`, headers: as('admin'), payload: { version: 0 } });
    expect(publishStale.statusCode).toBe(409);
    expect(await auditRows(course.id)).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: `/admin/courses/${course.id}`, headers: as('admin') })).json().price).toBe(2_499_900);
  });

  it('keeps what an enrolment includes (practice-server days, mock interviews); a form that leaves them out keeps them; bad ones are 422', async () => {
    const created = await create({ server_access_days: 30, mock_interview_credits: 2 });
    expect(created.statusCode).toBe(201);
    const course = created.json();
    expect(course).toMatchObject({ server_access_days: 30, mock_interview_credits: 2 });
    expect((await auditRows(course.id))[0]!.after).toMatchObject({ server_access_days: 30, mock_interview_credits: 2 });
    // courseBody has neither field: an older client's edit leaves both as they were.
    const edit = await t.app.inject({ method: 'PUT', url: `/admin/courses/${course.id}`, headers: as('admin'), payload: { ...courseBody(), version: 0 } });
    expect(edit.json()).toMatchObject({ server_access_days: 30, mock_interview_credits: 2, version: 1 });
    const cleared = await t.app.inject({
      method: 'PUT',
      url: `/admin/courses/${course.id}`,
      headers: as('admin'),
      payload: { ...courseBody(), server_access_days: null, mock_interview_credits: 0, version: 1 },
    });
    expect(cleared.json()).toMatchObject({ server_access_days: null, mock_interview_credits: 0 });
    expect((await create({ slug: 'sap-fresh' })).json().mock_interview_credits).toBe(0);

    const bad = await create({ slug: 'sap-bad', mock_interview_credits: -1, server_access_days: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({
      'body.mock_interview_credits': 'Mock interviews cannot be negative.',
      'body.server_access_days': 'Server access must be at least 1 day.',
    });
    expect((await create({ slug: 'sap-bad', mock_interview_credits: 1.5 })).json().fields['body.mock_interview_credits']).toBe(
      'Mock interviews must be a whole number.',
    );
  });

  it('lists with paging, total, sorting both ways, text search on title and slug, and status filter', async () => {
    for (const [i, title] of ['Basis', 'ABAP', 'Ariba', 'Concur'].entries()) {
      await create({ course_title: `SAP ${title}`, slug: `sap-${title.toLowerCase()}`, price: (i + 1) * 100_000, published: i % 2 === 0 });
    }
    const list = async (query: string) => (await t.app.inject({ method: 'GET', url: `/admin/courses?${query}`, headers: as('editor') })).json();
    const titles = (body: { results: Array<{ course_title: string }> }) => body.results.map((c) => c.course_title);
    expect(titles(await list('sort=course_title'))).toEqual(['SAP ABAP', 'SAP Ariba', 'SAP Basis', 'SAP Concur']);
    expect(titles(await list('sort=-price'))).toEqual(['SAP Concur', 'SAP Ariba', 'SAP ABAP', 'SAP Basis']);
    const page = await list('sort=course_title&page=2&page_size=3');
    expect(page).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(titles(page)).toEqual(['SAP Concur']);
    expect(titles(await list('q=ARIB'))).toEqual(['SAP Ariba']);
    expect(titles(await list('q=sap-con'))).toEqual(['SAP Concur']);
    expect(titles(await list('q=%25'))).toEqual([]); // a LIKE wildcard is matched literally
    expect(titles(await list('status=published&sort=course_title'))).toEqual(['SAP Ariba', 'SAP Basis']);
    expect((await list('status=draft')).total).toBe(2);
    for (const sort of ['updated_at', '-created_at', 'enrolled_count', '-enrolled_count']) expect((await list(`sort=${sort}`)).total).toBe(4);
  });

  it('publishes, unpublishes, archives and restores; the portal list follows each step', async () => {
    const course = (await create()).json();
    const portal = async () => (await t.app.inject({ method: 'GET', url: '/lms/courses/list' })).json().results.map((c: { id: number }) => c.id);
    const step = async (action: string, version: number) => {
      const res = await t.app.inject({ method: 'POST', url: `/admin/courses/${course.id}/${action}`, headers: as('editor'), payload: { version } });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await portal()).not.toContain(course.id);
    expect(await step('publish', 0)).toMatchObject({ status: 'published', version: 1 });
    expect(await portal()).toContain(course.id);
    expect(await step('unpublish', 1)).toMatchObject({ status: 'draft', version: 2 });
    expect(await portal()).not.toContain(course.id);
    await step('publish', 2);
    expect(await step('archive', 3)).toMatchObject({ status: 'archived', archived: true, published: false });
    expect(await portal()).not.toContain(course.id);
    expect(await step('restore', 4)).toMatchObject({ status: 'draft', archived: false });
    const actions = (await auditRows(course.id)).map((r) => r.action);
    expect(actions).toEqual(['course.create', 'course.publish', 'course.unpublish', 'course.publish', 'course.archive', 'course.restore']);
  });

  // The archive confirmation says how many students keep the course.
  it('counts the enrolled students on the course the editor reads, in the list, and after archiving', async () => {
    const course = await insertCourse(t.db, { price: 0 });
    for (const name of ['Asha', 'Bala', 'Chitra']) {
      const student = await signUp(t.app, name);
      expect((await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth })).statusCode).toBe(201);
    }
    const read = await t.app.inject({ method: 'GET', url: `/admin/courses/${course.id}`, headers: as('editor') });
    expect(read.json()).toMatchObject({ id: course.id, enrolled_count: 3 });
    const listed = (await t.app.inject({ method: 'GET', url: '/admin/courses', headers: as('editor') })).json().results;
    expect(listed.find((c: { id: number }) => c.id === course.id)).toMatchObject({ enrolled_count: 3 });
    const archived = await t.app.inject({
      method: 'POST',
      url: `/admin/courses/${course.id}/archive`,
      headers: as('editor'),
      payload: { version: read.json().version },
    });
    expect(archived.json()).toMatchObject({ status: 'archived', enrolled_count: 3 });
  });

  it('deletes a course nobody is enrolled in (204); with an enrolment it answers 409 "archive instead"', async () => {
    const empty = (await create()).json();
    const gone = await t.app.inject({ method: 'DELETE', url: `/admin/courses/${empty.id}`, headers: as('admin') });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/admin/courses/${empty.id}`, headers: as('admin') })).statusCode).toBe(404);
    const [deleted] = (await auditRows(empty.id)).slice(-1);
    expect(deleted).toMatchObject({ action: 'course.delete', after: null, actorUserId: s.admin.userId });

    const taken = await insertCourse(t.db, { price: 0 });
    const student = await signUp(t.app);
    expect((await t.app.inject({ method: 'POST', url: `/lms/course/${taken.id}/join`, headers: student.auth })).statusCode).toBe(201);
    const refused = await t.app.inject({ method: 'DELETE', url: `/admin/courses/${taken.id}`, headers: as('admin') });
    expect([refused.statusCode, refused.json()]).toEqual([409, { detail: ADMIN_MESSAGES.archiveInstead }]);
    expect(await auditRows(taken.id)).toHaveLength(0);
    const stale = await t.app.inject({ method: 'DELETE', url: `/admin/courses/${taken.id}?version=7`, headers: as('admin') });
    expect([stale.statusCode, stale.json()]).toEqual([409, { detail: ADMIN_MESSAGES.staleVersion }]);
  });

  describe('outline', () => {
    const outline = (id: number, version: number, sections: unknown, who: keyof Sessions = 'editor') =>
      t.app.inject({ method: 'PUT', url: `/admin/courses/${id}/outline`, headers: as(who), payload: { version, sections } });

    it('upserts by id: kept classes keep their ids and the students progress, new ones are added, missing ones removed, order follows the array', async () => {
      const course = await insertCourse(t.db, { price: 0, sections: [2, 2] });
      const [[a1, a2], [b1, b2]] = course.sections.map((x) => x.classIds) as [[number, number], [number, number]];
      const student = await signUp(t.app);
      await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth });
      for (const cls of [a1, b2]) {
        const done = await t.app.inject({
          method: 'PUT',
          url: `/lms/course/${course.id}/class/${cls}/progress`,
          headers: student.auth,
          payload: { status: 2 },
        });
        expect(done.statusCode).toBe(200);
      }
      const [s1, s2] = course.sections.map((x) => x.id);
      // Sections swapped, b2 moved to the front of the first one, a2 deleted, a new class added.
      const res = await outline(course.id, 0, [
        {
          id: s2,
          name: 'Second, now first',
          classes: [
            { id: b2, title: 'B2', files: [{ url: VIDEO }] },
            { id: b1, title: 'B1' },
          ],
        },
        {
          id: s1,
          name: 'First, now second',
          classes: [
            { title: 'New class', duration: 300, files: [{ url: 'https://youtu.be/abcdefghijk', is_original: true }] },
            { id: a1, title: 'A1' },
          ],
        },
      ]);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.version).toBe(1);
      expect(body.sections.map((x: { id: number; name: string }) => [x.id, x.name])).toEqual([
        [s2, 'Second, now first'],
        [s1, 'First, now second'],
      ]);
      const newId = body.sections[1].classes[0].id;
      expect(body.sections.map((x: { classes: Array<{ id: number }> }) => x.classes.map((c) => c.id))).toEqual([
        [b2, b1],
        [newId, a1],
      ]);
      expect(body.sections[1].classes[0]).toMatchObject({
        title: 'New class',
        duration: 300,
        files: [{ url: 'https://youtu.be/abcdefghijk', is_original: true }],
      });
      expect(body.class_count).toBe(4);

      // The student's progress on the kept classes survives; the portal shows the new order.
      const progress = await t.db.select().from(classProgress).where(eq(classProgress.studentId, student.studentId));
      expect(progress.map((p) => p.classId).sort()).toEqual([a1, b2].sort());
      const details = (await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}`, headers: student.auth })).json();
      expect(details.classes.map((g: { classes: Array<{ id: number }> }) => g.classes.map((c) => c.id))).toEqual([
        [b2, b1],
        [newId, a1],
      ]);
      expect(details.classes.flatMap((g: { classes: Array<{ id: number }> }) => g.classes.map((c) => c.id))).not.toContain(a2);

      const [row] = (await auditRows(course.id)).slice(-1);
      expect(row).toMatchObject({ action: 'course.outline', actorUserId: s.editor.userId });
      expect((row!.before as { sections: unknown[] }).sections).toHaveLength(2);
      expect(JSON.stringify(row!.before)).toContain(String(a2));
      expect(JSON.stringify(row!.after)).toContain('New class');
    });

    it('removes every section when given none, and refuses a stale version', async () => {
      const course = await insertCourse(t.db);
      expect((await outline(course.id, 0, [])).json()).toMatchObject({ sections: [], class_count: 0, section_count: 0, version: 1 });
      expect((await outline(course.id, 0, [])).statusCode).toBe(409);
    });

    it('refuses a class or section of another course with 422 at its path, and changes nothing', async () => {
      const course = await insertCourse(t.db);
      const other = await insertCourse(t.db);
      const foreignClass = await outline(course.id, 0, [{ id: course.sections[0]!.id, name: 'S', classes: [{ id: other.classIds[0], title: 'Stolen' }] }]);
      expect(foreignClass.statusCode).toBe(422);
      expect(foreignClass.json().fields).toEqual({ 'body.sections.0.classes.0.id': 'This class belongs to another course.' });
      const foreignSection = await outline(course.id, 0, [{ id: other.sections[0]!.id, name: 'S', classes: [] }]);
      expect(foreignSection.json().fields).toEqual({ 'body.sections.0.id': 'This section belongs to another course.' });
      const twice = await outline(course.id, 0, [
        {
          name: 'S',
          classes: [
            { id: course.classIds[0], title: 'x' },
            { id: course.classIds[0], title: 'y' },
          ],
        },
      ]);
      expect(twice.json().fields).toEqual({ 'body.sections.0.classes.1.id': 'This class appears twice.' });
      const detail = (await t.app.inject({ method: 'GET', url: `/admin/courses/${course.id}`, headers: as('admin') })).json();
      expect(detail).toMatchObject({ version: 0, class_count: course.classIds.length });
      expect(await auditRows(course.id)).toHaveLength(0);
    });

    it('validates the tree: titles required, YouTube links only', async () => {
      const course = await insertCourse(t.db);
      const res = await outline(course.id, 0, [{ name: '', classes: [{ title: 'x', files: [{ url: 'https://vimeo.com/1' }] }] }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toMatchObject({
        'body.sections.0.name': 'Section name is required.',
        'body.sections.0.classes.0.files.0.url': expect.stringMatching(/YouTube/),
      });
    });
  });

  describe('portal rules for unlisted courses', () => {
    it('an archived course leaves the list and cannot be joined or priced, but its enrolled student keeps details, continue and classes', async () => {
      const course = await insertCourse(t.db, { price: 100_000 });
      const free = await insertCourse(t.db, { price: 0 });
      const enrolled = await signUp(t.app, 'Enrolled');
      const join = await t.app.inject({ method: 'POST', url: `/lms/course/${free.id}/join`, headers: enrolled.auth });
      expect(join.statusCode).toBe(201);
      const courseStudentId = join.json().course_student.id;
      for (const c of [course, free]) {
        const archived = await t.app.inject({ method: 'POST', url: `/admin/courses/${c.id}/archive`, headers: as('admin'), payload: { version: 0 } });
        expect(archived.statusCode).toBe(200);
      }
      const list = (await t.app.inject({ method: 'GET', url: '/lms/courses/list' })).json().results.map((c: { id: number }) => c.id);
      expect(list).not.toContain(course.id);
      expect(list).not.toContain(free.id);

      const newcomer = await signUp(t.app, 'Newcomer');
      expect((await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/lms/course/${free.id}`, headers: newcomer.auth })).statusCode).toBe(404);
      const joinArchived = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: newcomer.auth });
      expect([joinArchived.statusCode, joinArchived.json()]).toEqual([404, { detail: 'Course not found.' }]);
      const price = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}/coupon?coupon=ANY`, headers: newcomer.auth });
      expect([price.statusCode, price.json()]).toEqual([404, { detail: { message: 'Course not found.' } }]);
      const classOfOther = await t.app.inject({ method: 'GET', url: `/lms/course/${free.id}/class/${free.classIds[0]}`, headers: newcomer.auth });
      expect(classOfOther.statusCode).toBe(404);

      const details = await t.app.inject({ method: 'GET', url: `/lms/course/${free.id}`, headers: enrolled.auth });
      expect(details.statusCode).toBe(200);
      expect(details.json().course_student.id).toBe(courseStudentId);
      const resume = await t.app.inject({ method: 'GET', url: `/lms/course/${free.id}/continue/${courseStudentId}`, headers: enrolled.auth });
      expect(resume.statusCode).toBe(200);
      const cls = await t.app.inject({ method: 'GET', url: `/lms/course/${free.id}/class/${free.classIds[0]}`, headers: enrolled.auth });
      expect(cls.statusCode).toBe(200);
      const progress = await t.app.inject({
        method: 'PUT',
        url: `/lms/course/${free.id}/class/${free.classIds[0]}/progress`,
        headers: enrolled.auth,
        payload: { status: 2 },
      });
      expect(progress.statusCode).toBe(200);
      // Nobody got in through the archived courses.
      expect((await t.db.select({ n: count() }).from(courseStudents))[0]!.n).toBe(1);
    });
  });

  it('property: of 2–8 concurrent edits based on the same version, exactly one wins; the others get 409 and the audit log grows by one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 8 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 8, maxLength: 8 }), async (n, prices) => {
        const course = await insertCourse(t.db);
        const detail = (await t.app.inject({ method: 'GET', url: `/admin/courses/${course.id}`, headers: as('admin') })).json();
        const before = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
        const base = { ...courseBody({ slug: detail.slug, course_title: detail.course_title }), version: detail.version };
        const results = await Promise.all(
          prices
            .slice(0, n)
            .map((price, i) =>
              t.app.inject({ method: 'PUT', url: `/admin/courses/${course.id}`, headers: as(i % 2 ? 'editor' : 'admin'), payload: { ...base, price } }),
            ),
        );
        const codes = results.map((r) => r.statusCode).sort();
        expect(codes).toEqual([200, ...Array<number>(n - 1).fill(409)]);
        const winner = results.find((r) => r.statusCode === 200)!.json();
        expect(winner.version).toBe(detail.version + 1);
        expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before + 1);
        const now = (await t.app.inject({ method: 'GET', url: `/admin/courses/${course.id}`, headers: as('admin') })).json();
        expect(now.price).toBe(winner.price);
      }),
      { numRuns: 8 },
    );
  });
});

describe.each(DRIVERS)('/admin/courses with the catalogue cache on (%s)', (driver) => {
  const t = useTestApp(driver, { CATALOGUE_CACHE_MS: '600000' });

  it('a staff edit shows in the portal on the next request, not after the cache TTL', async () => {
    const s = await allSessions(t.app, t.db);
    const course = await insertCourse(t.db, { title: 'Old title' });
    const title = async () => (await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}` })).json().course.course_title;
    const listed = async () => (await t.app.inject({ method: 'GET', url: '/lms/courses/list' })).json().results.map((c: { id: number }) => c.id);
    expect(await title()).toBe('Old title');
    expect(await listed()).toContain(course.id);
    const detail = (await t.app.inject({ method: 'GET', url: `/admin/courses/${course.id}`, headers: s.editor.auth })).json();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/admin/courses/${course.id}`,
      headers: s.editor.auth,
      payload: { ...courseBody({ slug: detail.slug, course_title: 'New title', published: true }), version: 0 },
    });
    expect(edit.statusCode).toBe(200);
    expect(await title()).toBe('New title');
    await t.app.inject({ method: 'POST', url: `/admin/courses/${course.id}/archive`, headers: s.editor.auth, payload: { version: 1 } });
    expect(await listed()).not.toContain(course.id);
    expect((await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}` })).statusCode).toBe(404);
  });
});
