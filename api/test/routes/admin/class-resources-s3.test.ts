// The same class resources with STORAGE_URL set (decision 131): the API stores in an
// S3-compatible bucket (s3rver, a local S3 fake) through the AWS SDK, serves the bytes back
// through a signed link, and removes the object with the resource.
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { fileLinkResponseSchema } from '@sap-academy/contracts';
import { adminApi } from '@sap-academy/contracts/paths';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';
import { FILES, multipart } from '../../helpers/upload-fixtures';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';

const tmp = mkdtempSync(path.join(tmpdir(), 'class-resources-s3-'));
// Started before the app is built (useTestApp's beforeAll reads STORAGE_URL), on a port chosen now.
let port = 0;
const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tmp });
const started = s3rver.run().then(async (address) => {
  port = address.port;
  await client().send(new CreateBucketCommand({ Bucket: 'academy-files' }));
});
const client = () => new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'ap-south-1', forcePathStyle: true });
const keysInBucket = async () => ((await client().send(new ListObjectsV2Command({ Bucket: 'academy-files' }))).Contents ?? []).map((o) => o.Key);

beforeAll(() => started);
afterAll(async () => {
  await s3rver.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe.each(DRIVERS)('class resources in an S3 bucket on %s', (driver) => {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await started;
    env.STORAGE_URL = `s3://academy-files/portal?endpoint=http://127.0.0.1:${port}&region=ap-south-1`;
  });
  const t = useTestApp(driver, env);

  it('stores the upload under the prefix, downloads it through a signed link, and deletes it with the resource', async () => {
    const editor = await signUpAs(t.app, t.db, 'editor');
    const course = await insertCourse(t.db, { sections: [1] });
    const classId = course.classIds[0]!;
    const body = multipart('pricing.xlsx', FILES.xlsx);
    const created = await t.app.inject({
      method: 'POST',
      url: adminApi.classResources(course.id, classId),
      payload: body.payload,
      headers: { ...body.headers, ...editor.auth },
    });
    expect(created.statusCode).toBe(201);
    const keys = await keysInBucket();
    expect(keys).toEqual([expect.stringMatching(new RegExp(`^portal/class-resources/${course.id}/${classId}/[0-9a-f-]{36}$`))]);

    const { id } = created.json<{ id: number }>();
    const link = fileLinkResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: adminApi.classResourceLink(course.id, classId, id), headers: editor.auth })).json(),
    );
    const file = await t.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.rawPayload.equals(FILES.xlsx)).toBe(true);

    const removed = await t.app.inject({ method: 'DELETE', url: adminApi.classResource(course.id, classId, id), headers: editor.auth });
    expect(removed.statusCode).toBe(204);
    expect(await keysInBucket()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(404);
  });
});
