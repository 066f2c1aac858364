// Staff upload a quiz question's picture (decision 132): PNG, JPEG, WebP or GIF by content, within
// the image limit, audited on the course; the API serves it at the path it gave, which a question's
// image_url accepts.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RESOURCE_MESSAGES } from '@sap-academy/contracts';
import { ADMIN_MESSAGES, QUIZ_IMAGE_MAX_BYTES, QUIZ_IMAGE_MESSAGES, quizImageUploadResponseSchema } from '@sap-academy/contracts/admin';
import { adminApi, lmsApi } from '@sap-academy/contracts/paths';
import { auditLog } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { authorQuiz, makeQuizClass, quizBody } from '../../helpers/quizzes';
import { signUpAs } from '../../helpers/staff';
import { FILES, multipart } from '../../helpers/upload-fixtures';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'quiz-images-'));
const MAX_BYTES = 64 * 1024;
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));

const storedFiles = () => (existsSync(STORAGE_DIR) ? readdirSync(STORAGE_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : []);
const GIF = FILES.gif;

describe.each(DRIVERS)('quiz images on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  let editor: StudentSession;
  let course: CourseFixture;
  let classId: number;
  let url: string;

  beforeEach(async () => {
    rmSync(STORAGE_DIR, { recursive: true, force: true });
    editor = await signUpAs(t.app, t.db, 'editor');
    course = await insertCourse(t.db, { sections: [2] });
    classId = course.classIds[0]!;
    await makeQuizClass(t.db, classId);
    url = adminApi.classQuizImages(course.id, classId);
  });

  async function send(name: string, bytes: Buffer, who: StudentSession | null = editor, to = url) {
    const body = multipart(name, bytes);
    return t.app.inject({ method: 'POST', url: to, payload: body.payload, headers: { ...body.headers, ...who?.auth } });
  }

  it('an editor uploads a PNG; the path it gets back serves the same bytes, cached privately and immutably, and is on the course history', async () => {
    const res = await send('diagram.png', FILES.png);
    expect(res.statusCode).toBe(201);
    const upload = quizImageUploadResponseSchema.parse(res.json());
    expect(upload).toMatchObject({ content_type: 'image/png', size_bytes: FILES.png.length });
    expect(upload.url).toMatch(new RegExp(`^/files/quiz-images/${course.id}/${classId}/[0-9a-f-]{36}\\.png$`));
    expect(storedFiles()).toHaveLength(1);

    const image = await t.app.inject({ method: 'GET', url: upload.url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(FILES.png)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });

    const history = await t.app.inject({ method: 'GET', url: adminApi.audit({ entity: 'course', entity_id: course.id }), headers: editor.auth });
    expect(history.json().results).toEqual([
      expect.objectContaining({
        action: 'course.quiz_image_add',
        after: { class_id: classId, url: upload.url, content_type: 'image/png', size_bytes: FILES.png.length },
      }),
    ]);
  });

  it('stores JPEG, WebP and GIF with the type their bytes are, whatever their names say', async () => {
    for (const [name, bytes, type, extension] of [
      ['photo.jpeg', FILES.jpeg, 'image/jpeg', 'jpg'],
      ['photo.webp', FILES.webp, 'image/webp', 'webp'],
      // Named .png, but a GIF: served as the GIF it is.
      ['screen.png', GIF, 'image/gif', 'gif'],
    ] as const) {
      const upload = quizImageUploadResponseSchema.parse((await send(name, bytes)).json());
      expect([upload.content_type, upload.url.endsWith(`.${extension}`)]).toEqual([type, true]);
      const image = await t.app.inject({ method: 'GET', url: upload.url });
      expect([image.statusCode, image.headers['content-type']]).toEqual([200, type]);
    }
  });

  it.each([
    ['a text file named .png', 'diagram.png', () => Buffer.from('not a picture at all\n'), 415, QUIZ_IMAGE_MESSAGES.wrongType],
    ['a PDF named .png', 'diagram.png', () => FILES.pdf, 415, QUIZ_IMAGE_MESSAGES.wrongType],
    [
      'an SVG (it can carry script)',
      'logo.svg',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      QUIZ_IMAGE_MESSAGES.wrongType,
    ],
    ['a program named .gif', 'x.gif', () => FILES.exe, 415, QUIZ_IMAGE_MESSAGES.wrongType],
    ['an empty file', 'empty.png', () => Buffer.alloc(0), 422, RESOURCE_MESSAGES.empty],
    [
      'oversize (one byte over the limit)',
      'big.png',
      () => Buffer.concat([FILES.png, Buffer.alloc(MAX_BYTES + 1 - FILES.png.length)]),
      413,
      RESOURCE_MESSAGES.tooLarge(MAX_BYTES),
    ],
  ])('refuses %s with a 4xx {detail} and stores nothing', async (_what, name, bytes, status, detail) => {
    const res = await send(name, bytes());
    expect([res.statusCode, res.json()]).toEqual([status, { detail }]);
    expect(storedFiles()).toEqual([]);
    expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toEqual([]);
  });

  it('is for staff: 401 without a session, 403 for a student, before the upload is read; an admin may upload too', async () => {
    const student = await signUp(t.app, 'Curious Student');
    expect((await send('a.png', FILES.png, null)).statusCode).toBe(401);
    const asStudent = await send('a.png', FILES.png, student);
    expect([asStudent.statusCode, asStudent.json()]).toEqual([403, { detail: ADMIN_MESSAGES.forbidden }]);
    expect(storedFiles()).toEqual([]);
    expect((await send('a.png', FILES.png, await signUpAs(t.app, t.db, 'admin'))).statusCode).toBe(201);
  });

  it('404s a class of another course, and serves nothing for a made-up, altered or other-course path', async () => {
    const other = await insertCourse(t.db, { sections: [1] });
    expect((await send('a.png', FILES.png, editor, adminApi.classQuizImages(course.id, other.classIds[0]!))).statusCode).toBe(404);
    expect(storedFiles()).toEqual([]);

    const upload = quizImageUploadResponseSchema.parse((await send('a.png', FILES.png)).json());
    const file = upload.url.split('/').at(-1)!;
    const id = file.replace(/\.png$/, '');
    for (const wrong of [
      lmsApi.quizImage(other.id, classId, file),
      lmsApi.quizImage(course.id, course.classIds[1]!, file),
      lmsApi.quizImage(course.id, classId, `${id}.gif`),
      lmsApi.quizImage(course.id, classId, '00000000-0000-4000-8000-000000000000.png'),
      lmsApi.quizImage(course.id, classId, `${id}.svg`),
      lmsApi.quizImage(course.id, classId, '..%2F..%2Fetc%2Fpasswd'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: wrong });
      expect([wrong, res.statusCode]).toEqual([wrong, 404]);
      expect(res.json()).toEqual({ detail: QUIZ_IMAGE_MESSAGES.notFound });
    }
    // A malformed id in the path is a 4xx, never a 500.
    const bad = await t.app.inject({ method: 'GET', url: `/files/quiz-images/abc/${classId}/${file}` });
    expect(bad.statusCode).toBe(422);
  });

  it('a question keeps the uploaded path; a path that only looks like one is refused', async () => {
    const upload = quizImageUploadResponseSchema.parse((await send('a.png', FILES.png)).json());
    const base = quizBody();
    const questions = base.questions as Array<Record<string, unknown>>;
    const quiz = await authorQuiz(t.app, editor, course.id, classId, { questions: [{ ...questions[0], image_url: upload.url }, ...questions.slice(1)] });
    expect(quiz.questions[0].image_url).toBe(upload.url);
    // Another site's path dressed up as ours is refused.
    const forged = await t.app.inject({
      method: 'PUT',
      url: adminApi.classQuiz(course.id, classId),
      headers: editor.auth,
      payload: {
        ...base,
        version: quiz.version,
        questions: [{ ...questions[0], image_url: '/files/quiz-images/1/2/../../secret.png' }, ...questions.slice(1)],
      },
    });
    expect(forged.statusCode).toBe(422);
  });
});

describe.each(DRIVERS)('the quiz image limit on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR });

  it('is 5 MB even where other uploads may be 20 MB', async () => {
    const editor = await signUpAs(t.app, t.db, 'editor');
    const course = await insertCourse(t.db, { sections: [1] });
    const body = multipart('huge.png', Buffer.concat([FILES.png, Buffer.alloc(QUIZ_IMAGE_MAX_BYTES + 1 - FILES.png.length)]));
    const res = await t.app.inject({
      method: 'POST',
      url: adminApi.classQuizImages(course.id, course.classIds[0]!),
      payload: body.payload,
      headers: { ...body.headers, ...editor.auth },
    });
    expect([res.statusCode, res.json()]).toEqual([413, { detail: RESOURCE_MESSAGES.tooLarge(QUIZ_IMAGE_MAX_BYTES) }]);
  });
});
