// Staff attach files to a class (decision 131): editors and admins upload, list and remove them,
// each change audited on the course's history; uploads are checked by content, size and name,
// and a refused upload leaves nothing in the storage or the table.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESOURCE_MESSAGES, fileLinkResponseSchema } from '@sap-academy/contracts';
import { ADMIN_MESSAGES, adminClassResourceListSchema, adminClassResourceSchema } from '@sap-academy/contracts/admin';
import { adminApi, lmsApi } from '@sap-academy/contracts/paths';
import { eq } from 'drizzle-orm';
import { auditLog, classes, classResources } from '../../../src/db/schema';
import { classResourcesService } from '../../../src/services/class-resources';
import { STORAGE_RETRY_AFTER_SECONDS } from '../../../src/storage/unavailable-on-failure';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';
import { FILES, multipart } from '../../helpers/upload-fixtures';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'class-resources-admin-'));
const MAX_BYTES = 64 * 1024;
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));

const storedFiles = () => (existsSync(STORAGE_DIR) ? readdirSync(STORAGE_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : []);

describe.each(DRIVERS)('class resources in the back office on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  let editor: StudentSession;
  let course: CourseFixture;
  let url: string;

  beforeEach(async () => {
    rmSync(STORAGE_DIR, { recursive: true, force: true });
    editor = await signUpAs(t.app, t.db, 'editor');
    course = await insertCourse(t.db, { sections: [2] });
    url = adminApi.classResources(course.id, course.classIds[0]!);
  });

  async function send(name: string, bytes: Buffer, who: StudentSession | null = editor, to = url) {
    const body = multipart(name, bytes);
    return t.app.inject({ method: 'POST', url: to, payload: body.payload, headers: { ...body.headers, ...who?.auth } });
  }

  it('an editor attaches a handbook, lists it, gets a link that downloads it, and removes it; each change is on the course history', async () => {
    const created = await send('SAP MM handbook.pdf', FILES.pdf);
    expect(created.statusCode).toBe(201);
    const resource = adminClassResourceSchema.parse(created.json());
    expect(resource).toMatchObject({ name: 'SAP MM handbook.pdf', size_bytes: FILES.pdf.length, content_type: 'application/pdf' });
    expect(storedFiles()).toHaveLength(1);

    const list = await t.app.inject({ method: 'GET', url, headers: editor.auth });
    expect(adminClassResourceListSchema.parse(list.json()).results).toEqual([resource]);

    const link = fileLinkResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: adminApi.classResourceLink(course.id, course.classIds[0]!, resource.id), headers: editor.auth })).json(),
    );
    const download = await t.app.inject({ method: 'GET', url: link.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(FILES.pdf)).toBe(true);

    const removed = await t.app.inject({ method: 'DELETE', url: adminApi.classResource(course.id, course.classIds[0]!, resource.id), headers: editor.auth });
    expect(removed.statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(0);
    expect(await t.db.select().from(classResources)).toEqual([]);
    // The link made before the removal now finds nothing.
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(404);

    const history = await t.app.inject({ method: 'GET', url: adminApi.audit({ entity: 'course', entity_id: course.id }), headers: editor.auth });
    expect(history.json().results.map((r: { action: string }) => r.action)).toEqual(['course.resource_remove', 'course.resource_add']);
    const rows = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.every((row) => !JSON.stringify(row).includes('class-resources/'))).toBe(true);
  });

  it('accepts every allowed kind, each stored with the type its content is', async () => {
    const kinds: Array<[string, Buffer, string]> = [
      ['a.pdf', FILES.pdf, 'application/pdf'],
      ['a.png', FILES.png, 'image/png'],
      ['a.jpg', FILES.jpeg, 'image/jpeg'],
      ['a.webp', FILES.webp, 'image/webp'],
      ['a.xlsx', FILES.xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['a.docx', FILES.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['a.pptx', FILES.pptx, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
      ['a.csv', FILES.csv, 'text/csv; charset=utf-8'],
      ['a.txt', FILES.txt, 'text/plain; charset=utf-8'],
    ];
    for (const [name, bytes, type] of kinds) {
      const res = await send(name, bytes);
      expect([name, res.statusCode, res.json().content_type]).toEqual([name, 201, type]);
    }
    expect(storedFiles()).toHaveLength(kinds.length);
  });

  it.each([
    ['wrong type by content (a GIF called .png)', 'screen.png', () => FILES.gif, 415, RESOURCE_MESSAGES.wrongType],
    ['wrong type by content (a program called .pdf)', 'handbook.pdf', () => FILES.exe, 415, RESOURCE_MESSAGES.wrongType],
    ['a plain zip called .xlsx', 'pricing.xlsx', () => FILES.zip, 415, RESOURCE_MESSAGES.wrongType],
    ['a name that lies about the content', 'handbook.png', () => FILES.pdf, 422, RESOURCE_MESSAGES.extensionMismatch('a PDF', ['pdf'])],
    ['oversize (one byte over the limit)', 'big.txt', () => Buffer.alloc(MAX_BYTES + 1, 'a'), 413, RESOURCE_MESSAGES.tooLarge(MAX_BYTES)],
    ['empty', 'empty.pdf', () => Buffer.alloc(0), 422, RESOURCE_MESSAGES.empty],
    ['a name with ../', '../../etc/passwd.pdf', () => FILES.pdf, 422, RESOURCE_MESSAGES.badName],
    ['a name with backslashes', '..\\..\\handbook.pdf', () => FILES.pdf, 422, RESOURCE_MESSAGES.badName],
    ['an absolute name', '/var/lib/api/handbook.pdf', () => FILES.pdf, 422, RESOURCE_MESSAGES.badName],
    ['a dot-name', '.htaccess.txt', () => FILES.txt, 422, RESOURCE_MESSAGES.badName],
  ])('refuses %s: a 4xx {detail} and nothing stored', async (_what, name, bytes, status, detail) => {
    const res = await send(name, bytes());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ detail });
    expect(storedFiles()).toEqual([]);
    expect(await t.db.select().from(classResources)).toEqual([]);
  });

  it('takes a file exactly at the limit, larger than the JSON body limit', async () => {
    const res = await send('exactly.txt', Buffer.alloc(MAX_BYTES, 'a'));
    expect(res.statusCode).toBe(201);
    expect(res.json().size_bytes).toBe(MAX_BYTES);
  });

  it('refuses a request without a file, and a JSON body, with {detail}', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url,
      payload: '--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b', ...editor.auth },
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    expect(empty.json()).toEqual({ detail: expect.any(String) });
    const json = await t.app.inject({ method: 'POST', url, payload: { file: 'x' }, headers: editor.auth });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect(json.json()).toEqual({ detail: expect.any(String) });
    expect(storedFiles()).toEqual([]);
  });

  it('404s a class of another course, and a resource through another course or class', async () => {
    const other = await insertCourse(t.db, { sections: [1] });
    const wrongClass = await send('a.pdf', FILES.pdf, editor, adminApi.classResources(course.id, other.classIds[0]!));
    expect(wrongClass.statusCode).toBe(404);
    expect(storedFiles()).toEqual([]);
    const created = adminClassResourceSchema.parse((await send('a.pdf', FILES.pdf)).json());
    for (const [courseId, classId] of [
      [other.id, course.classIds[0]!],
      [course.id, course.classIds[1]!],
      [other.id, other.classIds[0]!],
    ] as const) {
      const link = await t.app.inject({ method: 'GET', url: adminApi.classResourceLink(courseId, classId, created.id), headers: editor.auth });
      expect(link.statusCode).toBe(404);
      const removed = await t.app.inject({ method: 'DELETE', url: adminApi.classResource(courseId, classId, created.id), headers: editor.auth });
      expect(removed.statusCode).toBe(404);
    }
    expect(storedFiles()).toHaveLength(1);
  });

  it('is for staff only: 401 for a visitor, 403 for a student, before the upload is read', async () => {
    const student = await signUp(t.app, 'Curious Student');
    const visitor = await send('a.pdf', FILES.pdf, null);
    expect(visitor.statusCode).toBe(401);
    const asStudent = await send('a.pdf', FILES.pdf, student);
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ detail: ADMIN_MESSAGES.forbidden });
    expect((await t.app.inject({ method: 'GET', url, headers: student.auth })).statusCode).toBe(403);
    expect(storedFiles()).toEqual([]);
    const admin = await signUpAs(t.app, t.db, 'admin');
    expect((await send('a.pdf', FILES.pdf, admin)).statusCode).toBe(201);
  });
});

describe.each(DRIVERS)('an upload racing the class’s deletion on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR });

  it('answers 404 and keeps no file when the class goes while its file is being stored', async () => {
    rmSync(STORAGE_DIR, { recursive: true, force: true });
    const editor = await signUpAs(t.app, t.db, 'editor');
    const course = await insertCourse(t.db, { sections: [1] });
    const classId = course.classIds[0]!;
    // The real storage, with staff deleting the class at the moment the bytes land.
    const storage = {
      ...t.app.storage,
      async put(key: string, bytes: Buffer, type: string) {
        await t.app.storage.put(key, bytes, type);
        await t.db.delete(classes).where(eq(classes.id, classId));
      },
    };
    const service = classResourcesService({ db: t.db, storage, fileLinks: t.app.fileLinks });
    await expect(service.add(editor.userId, course.id, classId, { fileName: 'a.pdf', bytes: FILES.pdf })).rejects.toMatchObject({ kind: 'not_found' });
    expect(storedFiles()).toEqual([]);
    expect(await t.db.select().from(classResources)).toEqual([]);
  });
});

// The storage is down: here a folder the API cannot create (a file stands where it should be).
// An upload answers 503 {detail} with Retry-After, like a database or payment provider outage, and
// leaves no row; a link to a stored file answers the same when the file cannot be read.
const BLOCKED_DIR = path.join(mkdtempSync(path.join(tmpdir(), 'class-resources-down-')), 'not-a-folder');
writeFileSync(BLOCKED_DIR, 'a file where the storage folder should be');
afterAll(() => rmSync(path.dirname(BLOCKED_DIR), { recursive: true, force: true }));

describe.each(DRIVERS)('class resources with the file storage down on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR: BLOCKED_DIR });

  it('answers 503 "try again" with Retry-After, never 500, and stores no row; a download link answers 503 too', async () => {
    const editor = await signUpAs(t.app, t.db, 'editor');
    const course = await insertCourse(t.db, { sections: [1] });
    const body = multipart('handbook.pdf', FILES.pdf);
    const upload = await t.app.inject({
      method: 'POST',
      url: adminApi.classResources(course.id, course.classIds[0]!),
      payload: body.payload,
      headers: { ...body.headers, ...editor.auth },
    });
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toEqual({ detail: RESOURCE_MESSAGES.storageUnavailable });
    expect(upload.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(await t.db.select().from(classResources)).toEqual([]);

    const { token } = t.app.fileLinks.sign({ key: 'class-resources/1/1/0a1b2c3d', fileName: 'a.pdf', contentType: 'application/pdf', userId: editor.userId });
    const download = await t.app.inject({ method: 'GET', url: lmsApi.fileDownload({ token }) });
    expect(download.statusCode).toBe(503);
    expect(download.json()).toEqual({ detail: RESOURCE_MESSAGES.storageUnavailable });
  });
});
