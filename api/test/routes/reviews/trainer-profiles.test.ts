// Trainers' public profiles (decision 147): editors and admins write a trainer's display name,
// experience, modules and bio and upload a photo checked by its bytes; a course page shows the
// profiles of the course's assigned trainers (course_trainers) and nothing else of their accounts.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { publicCoursePageSchema } from '@sap-academy/contracts';
import { TRAINER_PROFILE_MESSAGES, adminTrainerListSchema, adminTrainerProfileSchema } from '@sap-academy/contracts/admin';
import { adminApi, siteApi } from '@sap-academy/contracts/paths';
import { auditLog, courses } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';
import { FILES, multipart } from '../../helpers/upload-fixtures';
import { allSessions, expectStaffOnly } from '../admin/staff-session';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'trainer-photos-'));
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));
const storedFiles = () => (existsSync(STORAGE_DIR) ? readdirSync(STORAGE_DIR, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : []);

const PROFILE = { display_name: 'Kavya Menon', years_experience: 12, modules: ['FICO', 'S/4HANA Finance'], bio: 'Led eight S/4HANA finance roll-outs.' };

describe.each(DRIVERS)('trainer profiles on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR });
  let editor: StudentSession;
  let trainer: StudentSession;

  const put = (who: StudentSession, userId: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: adminApi.trainerProfile(userId), headers: who.auth, payload });
  const upload = (who: StudentSession, userId: number, bytes: Buffer, name = 'photo.png') => {
    const body = multipart(name, bytes);
    return t.app.inject({ method: 'POST', url: adminApi.trainerPhoto(userId), payload: body.payload, headers: { ...body.headers, ...who.auth } });
  };

  beforeEach(async () => {
    rmSync(STORAGE_DIR, { recursive: true, force: true });
    editor = await signUpAs(t.app, t.db, 'editor');
    trainer = await signUpAs(t.app, t.db, 'trainer', 'Kavya M');
  });

  it('saves a profile (audited), lists it, and shows it on the course page of a course the trainer is assigned to', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const course = await insertCourse(t.db, { title: 'SAP FICO' });
    const slug = (await t.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, course.id)))[0]!.slug;
    const res = await put(editor, trainer.userId, PROFILE);
    expect(res.statusCode).toBe(200);
    expect(adminTrainerProfileSchema.parse(res.json())).toMatchObject({ ...PROFILE, photo_url: null });
    const list = adminTrainerListSchema.parse((await t.app.inject({ method: 'GET', url: adminApi.trainers(), headers: editor.auth })).json());
    expect(list.results.find((r) => r.user_id === trainer.userId)).toMatchObject({ name: 'Kavya M', role: 'trainer', profile: PROFILE });
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'trainer_profile')).orderBy(auditLog.id);
    expect(row).toMatchObject({ action: 'trainer_profile.update', actorUserId: editor.userId, entityId: String(trainer.userId), before: null });

    const page = async () => publicCoursePageSchema.parse((await t.app.inject({ method: 'GET', url: siteApi.coursePage(slug) })).json());
    expect((await page()).trainers).toEqual([]);
    expect((await t.app.inject({ method: 'PUT', url: adminApi.courseTrainer(course.id, trainer.userId), headers: admin.auth })).statusCode).toBe(200);
    const shown = await page();
    expect(shown.trainers).toEqual([{ name: 'Kavya Menon', photo_url: null, years_experience: 12, modules: ['FICO', 'S/4HANA Finance'], bio: PROFILE.bio }]);
    expect(JSON.stringify(shown)).not.toContain(trainer.email);
  });

  it('stores a photo checked by its bytes and serves it publicly; refuses a non-image whatever its name', async () => {
    expect((await put(editor, trainer.userId, PROFILE)).statusCode).toBe(200);
    for (const [bytes, name] of [
      [FILES.pdf, 'photo.png'],
      [FILES.exe, 'photo.jpg'],
      [FILES.txt, 'photo.webp'],
      [FILES.gif, 'photo.gif'],
    ] as const) {
      const refused = await upload(editor, trainer.userId, bytes, name);
      expect([refused.statusCode, refused.json()]).toEqual([415, { detail: TRAINER_PROFILE_MESSAGES.wrongType }]);
    }
    expect(storedFiles()).toEqual([]);

    const res = await upload(editor, trainer.userId, FILES.png, 'me.jpg');
    expect(res.statusCode).toBe(200);
    const profile = adminTrainerProfileSchema.parse(res.json());
    expect(profile.photo_url).toMatch(new RegExp(`^/site/trainers/${trainer.userId}/photo/[0-9a-f-]{36}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: profile.photo_url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(FILES.png)).toBe(true);

    // A new photo replaces the old one in storage.
    const second = adminTrainerProfileSchema.parse((await upload(editor, trainer.userId, FILES.webp, 'me.webp')).json());
    expect(second.photo_url).toMatch(/\.webp$/);
    expect(storedFiles()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: profile.photo_url! })).statusCode).toBe(404);
    for (const bad of ['x.png', '../../etc.png', `${'0'.repeat(8)}-0000-0000-0000-000000000000.gif`]) {
      expect((await t.app.inject({ method: 'GET', url: siteApi.trainerPhoto(trainer.userId, bad) })).statusCode).toBe(404);
    }
  });

  it('refuses a photo before the profile exists, and a profile for a student', async () => {
    const early = await upload(editor, trainer.userId, FILES.png);
    expect([early.statusCode, early.json()]).toEqual([409, { detail: TRAINER_PROFILE_MESSAGES.noProfile }]);
    const s = await allSessions(t.app, t.db);
    const res = await put(editor, s.student.userId, PROFILE);
    expect([res.statusCode, res.json()]).toEqual([422, { detail: TRAINER_PROFILE_MESSAGES.notTrainer }]);
    expect((await put(editor, 999_999, PROFILE)).statusCode).toBe(404);
  });

  it('lets only editors and admins edit profiles, and answers bad input with 422 {detail}', async () => {
    const s = await allSessions(t.app, t.db);
    await expectStaffOnly(t.app, s, { method: 'GET', url: adminApi.trainers() });
    await expectStaffOnly(t.app, s, { method: 'PUT', url: adminApi.trainerProfile(trainer.userId), payload: PROFILE });
    expect((await put(trainer, trainer.userId, PROFILE)).statusCode).toBe(403);
    for (const [payload, detail] of [
      [{ ...PROFILE, display_name: ' ' }, TRAINER_PROFILE_MESSAGES.name],
      [{ ...PROFILE, years_experience: -1 }, TRAINER_PROFILE_MESSAGES.years],
      [{ ...PROFILE, years_experience: 2.5 }, TRAINER_PROFILE_MESSAGES.years],
      [{ ...PROFILE, modules: Array(13).fill('MM') }, TRAINER_PROFILE_MESSAGES.modules],
      [{ ...PROFILE, modules: [''] }, TRAINER_PROFILE_MESSAGES.modules],
      [{ ...PROFILE, bio: 'x'.repeat(1001) }, TRAINER_PROFILE_MESSAGES.bio],
    ] as const) {
      const res = await put(editor, trainer.userId, payload);
      expect([res.statusCode, res.json().detail]).toEqual([422, detail]);
    }
  });
});
