// GET /admin/audit: a record's history, newest first, with who did it; staff only.
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse } from '../../helpers/fixtures';
import { allSessions, expectStaffOnly } from './staff-session';

describe.each(DRIVERS)('/admin/audit on %s', (driver) => {
  const t = useTestApp(driver);

  it('lists one record history newest first with actor, action, before and after; 401/403/422 otherwise', async () => {
    const s = await allSessions(t.app, t.db);
    const course = await insertCourse(t.db);
    const other = await insertCourse(t.db);
    await t.app.inject({ method: 'POST', url: `/admin/courses/${course.id}/unpublish`, headers: s.editor.auth, payload: { version: 0 } });
    await t.app.inject({ method: 'POST', url: `/admin/courses/${course.id}/publish`, headers: s.admin.auth, payload: { version: 1 } });
    await t.app.inject({ method: 'POST', url: `/admin/courses/${other.id}/archive`, headers: s.admin.auth, payload: { version: 0 } });

    const url = `/admin/audit?entity=course&entity_id=${course.id}`;
    await expectStaffOnly(t.app, s, { method: 'GET', url });
    const res = await t.app.inject({ method: 'GET', url, headers: s.editor.auth });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { action: string }) => r.action)).toEqual(['course.publish', 'course.unpublish']);
    expect(results[1]).toMatchObject({
      actor: { id: s.editor.userId, name: 'A editor', email: s.editor.email },
      entity: 'course',
      entity_id: String(course.id),
      before: { published: true, version: 0 },
      after: { published: false, version: 1 },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // A removed staff account leaves its changes, with no actor.
    await t.db.delete(users).where(eq(users.id, s.editor.userId));
    const after = (await t.app.inject({ method: 'GET', url, headers: s.admin.auth })).json().results;
    expect(after[1].actor).toBeNull();

    const bad = await t.app.inject({ method: 'GET', url: '/admin/audit?entity=password&entity_id=1', headers: s.admin.auth });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toHaveProperty(['querystring.entity']);
    const empty = await t.app.inject({ method: 'GET', url: '/admin/audit?entity=coupon&entity_id=77', headers: s.admin.auth });
    expect(empty.json()).toEqual({ results: [] });
  });
});
