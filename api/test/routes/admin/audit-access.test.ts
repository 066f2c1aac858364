// Decision 119: the audit trail is read by whoever may read the entity itself,
// stores what changed rather than copies of records, and masks personal fields for roles that may
// not see them. The role matrix covers every entity kind, by record and listed without a filter.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { AUDIT_ENTITIES, MASKED, mayReadHistory, type AuditEntry } from '@sap-academy/contracts/admin';
import { auditLog, leads } from '../../../src/db/schema';
import { auditDiff, recordAudit } from '../../../src/repositories/audit';
import { maskPersonal } from '../../../src/services/audit-trail';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse } from '../../helpers/fixtures';
import { allSessions, type Sessions } from './staff-session';

const PERSONAL = { name: 'Meera Iyer', email: 'meera@example.com', mobile: '+919876543210', message: 'Call me after 6' };

describe.each(DRIVERS)('/admin/audit access on %s', (driver) => {
  const t = useTestApp(driver);
  let s: Sessions;

  /** One history row per entity kind, each carrying personal data as the old full-record rows did. */
  async function historyOfEveryKind() {
    for (const entity of AUDIT_ENTITIES) {
      await recordAudit(t.db, {
        actorUserId: s.admin.userId,
        action: `${entity}.update`,
        entity,
        entityId: 1,
        before: { ...PERSONAL, status: 'new' },
        after: { ...PERSONAL, status: 'won' },
      });
    }
  }

  beforeEach(async () => {
    s = await allSessions(t.app, t.db);
  });

  it.each(AUDIT_ENTITIES)('%s history: visitor 401, student 403, editor as mayReadHistory (ENTITY_READERS) says, admin 200', async (entity) => {
    await historyOfEveryKind();
    const url = `/admin/audit?entity=${entity}&entity_id=1`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: s.student.auth })).statusCode).toBe(403);
    const editor = await t.app.inject({ method: 'GET', url, headers: s.editor.auth });
    // ENTITY_READERS, except a submission's history: its readers other than admins are narrowed to their courses (decision 133).
    const editorMayRead = mayReadHistory('editor', entity);
    expect(editor.statusCode).toBe(editorMayRead ? 200 : 403);
    if (!editorMayRead) expect(editor.json()).toEqual({ detail: 'This area is for staff only.' });
    // Without an id: the entity's recent changes, under the same rule.
    expect((await t.app.inject({ method: 'GET', url: `/admin/audit?entity=${entity}`, headers: s.editor.auth })).statusCode).toBe(editorMayRead ? 200 : 403);
    const admin = await t.app.inject({ method: 'GET', url, headers: s.admin.auth });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().results).toHaveLength(1);
  });

  it('an editor gets the same answer for a lead, a student, the settings and the outbox as from their own routes (no drift)', async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({ type: 'contact', ...PERSONAL })
      .returning();
    await historyOfEveryKind();
    const pairs: Array<[string, string]> = [
      [`/admin/leads/${lead!.id}`, `/admin/audit?entity=lead&entity_id=${lead!.id}`],
      [`/admin/students/${s.student.studentId}`, `/admin/audit?entity=enrolment&entity_id=${s.student.studentId}`],
      ['/admin/settings', '/admin/audit?entity=settings&entity_id=site'],
      ['/admin/outbox', '/admin/audit?entity=outbox&entity_id=parked'],
    ];
    for (const [record, history] of pairs) {
      const [a, b] = [
        await t.app.inject({ method: 'GET', url: record, headers: s.editor.auth }),
        await t.app.inject({ method: 'GET', url: history, headers: s.editor.auth }),
      ];
      expect([history, b.statusCode]).toEqual([history, a.statusCode]);
      expect(b.statusCode).toBe(403);
    }
  });

  it('listing without a filter: the editor sees only the catalogue’s history (courses, coupons, course reviews, trainer profiles), the admin every kind; visitor 401, student 403', async () => {
    await historyOfEveryKind();
    expect((await t.app.inject({ method: 'GET', url: '/admin/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/admin/audit', headers: s.student.auth })).statusCode).toBe(403);
    const kinds = async (auth: { authorization: string }) => {
      const res = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: auth });
      expect(res.statusCode).toBe(200);
      return [...new Set(res.json().results.map((r: AuditEntry) => r.entity))].sort();
    };
    expect(await kinds(s.editor.auth)).toEqual(['coupon', 'course', 'course_review', 'trainer_profile']);
    expect(await kinds(s.admin.auth)).toEqual([...AUDIT_ENTITIES].sort());
    const orphan = await t.app.inject({ method: 'GET', url: '/admin/audit?entity_id=1', headers: s.admin.auth });
    expect(orphan.statusCode).toBe(422);
  });

  it('a lead update stores what changed, not the lead: no name, e-mail, mobile or message in the row', async () => {
    const [lead] = await t.db
      .insert(leads)
      .values({ type: 'contact', ...PERSONAL })
      .returning();
    const res = await t.app.inject({ method: 'PATCH', url: `/admin/leads/${lead!.id}`, headers: s.admin.auth, payload: { version: 0, status: 'contacted' } });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.before).toEqual({ status: 'new', version: 0, updated_at: expect.any(String) });
    expect(rows[0]!.after).toEqual({ status: 'contacted', version: 1, updated_at: expect.any(String) });
    expect(JSON.stringify(rows[0])).not.toMatch(/Meera|meera@|9876543210|after 6/);
  });

  it('a course edit keeps only the changed fields (the title, price and description stay out)', async () => {
    const course = await insertCourse(t.db);
    await t.app.inject({ method: 'POST', url: `/admin/courses/${course.id}/unpublish`, headers: s.editor.auth, payload: { version: 0 } });
    const history = (await t.app.inject({ method: 'GET', url: `/admin/audit?entity=course&entity_id=${course.id}`, headers: s.editor.auth })).json().results;
    expect(Object.keys(history[0].before).sort()).toEqual(['published', 'version']);
    expect(history[0].after).toMatchObject({ published: false, version: 1 });
  });
});

describe.each(DRIVERS)('migration 0005 on %s', (driver) => {
  const t = useTestApp(driver);

  it('rewrites rows written as whole snapshots to the changed fields, the way recordAudit writes them now', async () => {
    const lead = { id: 1, ...PERSONAL, status: 'new', notes: '', version: 0 };
    await t.db.insert(auditLog).values([
      { action: 'lead.update', entity: 'lead', entityId: '1', before: lead, after: { ...lead, status: 'won', version: 1 } },
      { action: 'course.create', entity: 'course', entityId: '2', before: null, after: { course_title: 'SAP MM' } },
    ]);
    const migration = readFileSync(path.join(__dirname, '../../../src/db/migrations/0007_audit_diffs.sql'), 'utf8');
    await t.db.execute(sql.raw(migration));
    const [update, create] = await t.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect([update!.before, update!.after]).toEqual([
      { status: 'new', version: 0 },
      { status: 'won', version: 1 },
    ]);
    expect([update!.before, update!.after]).toEqual(Object.values(auditDiff(lead, { ...lead, status: 'won', version: 1 })));
    expect(create!.after).toEqual({ course_title: 'SAP MM' });
  });
});

describe('maskPersonal', () => {
  it('masks personal fields at any depth and keeps the rest, so a reader sees that they changed but not to what', () => {
    expect(maskPersonal({ ...PERSONAL, status: 'won', notes: 'VIP', rows: [{ email: 'x@y.z', id: 3 }], phone: null })).toEqual({
      name: MASKED,
      email: MASKED,
      mobile: MASKED,
      message: MASKED,
      notes: MASKED,
      status: 'won',
      rows: [{ email: MASKED, id: 3 }],
      phone: null,
    });
    expect(maskPersonal(null)).toBeNull();
  });
});
