// The API container's root file system is read-only: a class resource staff upload must land on
// docker-compose.yml's api-files volume (decision 131), come back byte for byte through its
// signed link, and still be there after the API container restarts.
import { API_URL } from './stack.mjs';

// The demo staff admin that docker-compose.demo.yml's API_SEED=demo creates (api/src/db/seed).
const ADMIN = { username: 'admin@sapacademy.test', password: 'AdminPass123!' };
/** The smallest file the content check takes for a PDF (file-type reads the `%PDF-` signature). */
const HANDBOOK = Buffer.from(`%PDF-1.4\n% container check ${Date.now()}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

/** @param {string} path @param {RequestInit & {auth?: string}} [init] */
async function call(path, { auth, ...init } = {}) {
  const response = await fetch(`${API_URL}${path}`, { ...init, headers: { ...(auth ? { authorization: auth } : {}), ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Uploads a handbook to the first class of the first course; returns how to fetch it again. */
export async function uploadClassResource() {
  const login = await call('/lms/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const auth = `Bearer ${(await login.json()).access_token}`;
  const { results } = await (await call('/admin/courses?page=1', { auth })).json();
  const courseId = results[0]?.id;
  if (!courseId) throw new Error('the demo data has no course');
  const course = await (await call(`/admin/courses/${courseId}`, { auth })).json();
  const classId = course.sections.flatMap((/** @type {{classes: {id: number}[]}} */ s) => s.classes)[0]?.id;
  if (!classId) throw new Error(`course ${courseId} has no class`);
  const form = new FormData();
  form.append('file', new Blob([HANDBOOK], { type: 'application/pdf' }), 'container-handbook.pdf');
  const base = `/admin/courses/${courseId}/classes/${classId}/resources`;
  const created = await (await call(base, { method: 'POST', body: form, auth })).json();
  return { auth, linkPath: `${base}/${created.id}/link` };
}

/** Downloads the resource through a fresh signed link and compares it with what was uploaded. */
export async function downloadMatches(/** @type {{auth: string, linkPath: string}} */ { auth, linkPath }) {
  const { url } = await (await call(linkPath, { auth })).json();
  const download = await call(url);
  const bytes = Buffer.from(await download.arrayBuffer());
  if (!bytes.equals(HANDBOOK)) throw new Error(`downloaded ${bytes.length} bytes, not the ${HANDBOOK.length} uploaded`);
  return `${bytes.length} bytes, ${download.headers.get('content-type')}`;
}
