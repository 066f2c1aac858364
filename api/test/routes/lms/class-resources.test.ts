// A student's view of class resources (SPEC §2 Class viewer, decision 131): the class payload
// lists the files (name, size, type); an enrolled student gets a short-lived signed link that
// downloads the bytes as an attachment with the checked type and nosniff. A student not enrolled,
// or a resource reached through another course or class, gets the same 404 as a missing one;
// an expired link is 410 and a tampered one 403, each with {detail}.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESOURCE_MESSAGES, classDetailResponseSchema, fileLinkResponseSchema } from '@sap-academy/contracts';
import { adminApi, lmsApi } from '@sap-academy/contracts/paths';
import { courseStudents } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';
import { FILES, multipart } from '../../helpers/upload-fixtures';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'class-resources-lms-'));
const TTL_SECONDS = 120;
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));

describe.each(DRIVERS)('class resources for students on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR, FILE_LINK_TTL_SECONDS: String(TTL_SECONDS) });
  let editor: StudentSession;
  let enrolled: StudentSession;
  let outsider: StudentSession;
  let course: CourseFixture;
  let other: CourseFixture;
  let classId: number;
  let handbook: { id: number };
  let otherResource: { id: number };

  async function attach(courseId: number, toClass: number, name: string, bytes: Buffer) {
    const body = multipart(name, bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: adminApi.classResources(courseId, toClass),
      payload: body.payload,
      headers: { ...body.headers, ...editor.auth },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>();
  }

  beforeEach(async () => {
    editor = await signUpAs(t.app, t.db, 'editor');
    [enrolled, outsider] = [await signUp(t.app, 'Priya Nair'), await signUp(t.app, 'Ravi Kumar')];
    course = await insertCourse(t.db, { sections: [2] });
    other = await insertCourse(t.db, { sections: [1] });
    classId = course.classIds[0]!;
    await t.db.insert(courseStudents).values([
      { studentId: enrolled.studentId, courseId: course.id },
      // The outsider is enrolled elsewhere: an enrolment in one course opens nothing in another.
      { studentId: outsider.studentId, courseId: other.id },
    ]);
    handbook = await attach(course.id, classId, 'Configuração MM; v2.pdf', FILES.pdf);
    await attach(course.id, classId, 't-codes.csv', FILES.csv);
    otherResource = await attach(other.id, other.classIds[0]!, 'other.pdf', FILES.pdf);
  });

  const linkOf = (who: StudentSession, courseId: number, inClass: number, resourceId: number) =>
    t.app.inject({ method: 'GET', url: lmsApi.classResourceLink(courseId, inClass, resourceId), headers: who.auth });

  it('lists the class’s files in its payload: name, size and type, never where they are stored', async () => {
    const res = await t.app.inject({ method: 'GET', url: lmsApi.classDetail(course.id, classId), headers: enrolled.auth });
    expect(res.statusCode).toBe(200);
    expect(classDetailResponseSchema.parse(res.json()).resources).toEqual([
      { id: handbook.id, name: 'Configuração MM; v2.pdf', size_bytes: FILES.pdf.length, content_type: 'application/pdf' },
      { id: expect.any(Number), name: 't-codes.csv', size_bytes: FILES.csv.length, content_type: 'text/csv; charset=utf-8' },
    ]);
    expect(res.body).not.toContain('class-resources/');
    const empty = await t.app.inject({ method: 'GET', url: lmsApi.classDetail(course.id, course.classIds[1]!), headers: enrolled.auth });
    expect(empty.json().resources).toEqual([]);
  });

  it('gives an enrolled student a short-lived link that downloads the file as an attachment, nosniff', async () => {
    const res = await linkOf(enrolled, course.id, classId, handbook.id);
    expect(res.statusCode).toBe(200);
    const link = fileLinkResponseSchema.parse(res.json());
    expect(link.url.startsWith(lmsApi.fileDownload())).toBe(true);
    expect(Date.parse(link.expires_at) - t.clock.now().getTime()).toBeLessThanOrEqual(TTL_SECONDS * 1000);
    // A browser following the link sends no session.
    const file = await t.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(FILES.pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Configuracao MM_ v2.pdf"; filename*=UTF-8''Configura%C3%A7%C3%A3o%20MM%3B%20v2.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('404s a student not enrolled in the course, exactly like a missing file (IDOR)', async () => {
    const missing = await linkOf(enrolled, course.id, classId, 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    const notEnrolled = await linkOf(outsider, course.id, classId, handbook.id);
    expect(notEnrolled.statusCode).toBe(404);
    expect(notEnrolled.json()).toEqual(missing.json());
  });

  it('404s another course’s resource reached through a course the student is enrolled in (IDOR)', async () => {
    for (const [courseId, inClass, resourceId] of [
      [course.id, classId, otherResource.id],
      [course.id, course.classIds[1]!, handbook.id],
      [other.id, other.classIds[0]!, handbook.id],
      [other.id, classId, handbook.id],
    ] as const) {
      const res = await linkOf(enrolled, courseId, inClass, resourceId);
      expect([courseId, inClass, resourceId, res.statusCode]).toEqual([courseId, inClass, resourceId, 404]);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it('401s a visitor asking for a link', async () => {
    const res = await t.app.inject({ method: 'GET', url: lmsApi.classResourceLink(course.id, classId, handbook.id) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('refuses an expired link with 410 and a tampered one with 403, each with {detail}', async () => {
    const { url } = fileLinkResponseSchema.parse((await linkOf(enrolled, course.id, classId, handbook.id)).json());
    const token = new URL(url, 'http://api').searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const fields = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    // The same signature on a payload pointing at another course's file.
    const forged = Buffer.from(JSON.stringify({ ...fields, k: fields.k.replace(/^class-resources\/\d+/, `class-resources/${other.id}`) })).toString(
      'base64url',
    );
    const tampered = await t.app.inject({ method: 'GET', url: lmsApi.fileDownload({ token: `${forged}.${signature}` }) });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toEqual({ detail: RESOURCE_MESSAGES.linkInvalid });
    const garbage = await t.app.inject({ method: 'GET', url: lmsApi.fileDownload({ token: 'not-a-link' }) });
    expect([garbage.statusCode, garbage.json()]).toEqual([403, { detail: RESOURCE_MESSAGES.linkInvalid }]);
    const none = await t.app.inject({ method: 'GET', url: lmsApi.fileDownload() });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));

    t.clock.advance(TTL_SECONDS * 1000);
    const expired = await t.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ detail: RESOURCE_MESSAGES.linkExpired });
  });

  it('gives staff a link to any class’s file, without an enrolment', async () => {
    const res = await t.app.inject({ method: 'GET', url: adminApi.classResourceLink(other.id, other.classIds[0]!, otherResource.id), headers: editor.auth });
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: fileLinkResponseSchema.parse(res.json()).url });
    expect(file.rawPayload.equals(FILES.pdf)).toBe(true);
  });
});
