// @ts-check
// Publishing one remote's build under `<remote>/<version>/` (decision 308). A published version
// is never changed: pages already open keep loading its chunks, and a rollback points back at
// exactly what ran before. So the same files again are a no-op, and different files under a
// version that exists are refused (bump the version). The list of files and their hashes is
// written last: until it exists the version is incomplete, is referenced by nothing, and the
// next publish of it starts over.
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The version's contents, written after everything else: its presence marks a complete publish. */
export const FILE_LIST = 'release-files.json';

/** Files whose name carries no content hash: revalidated on every load (as the nginx images serve them). */
const ENTRY_FILES = /(^|\/)(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|VERSION|[^/]+\.html)$/;

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.br': 'application/octet-stream',
  '.gz': 'application/gzip',
};

/** @param {string} file a path inside the version */
export function headersFor(file) {
  return {
    contentType: CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (path.extname(file))] ?? 'application/octet-stream',
    cacheControl: ENTRY_FILES.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable',
  };
}

/** @returns {Promise<Record<string, string>>} path inside dist → sha256 */
async function hashTree(dist) {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  /** @type {Record<string, string>} */
  const list = {};
  for (const file of files.sort())
    list[file] = createHash('sha256')
      .update(await readFile(path.join(dist, file)))
      .digest('hex');
  return list;
}

/**
 * @param {{ dist: string, store: import('./stores.mjs').ReleaseStore, remote: string, version: string }} input
 * @returns {Promise<{ status: 'published' | 'unchanged', prefix: string, files: number, bytes: number }>}
 */
export async function publishBuild({ dist, store, remote, version }) {
  const prefix = `${remote}/${version}/`;
  const files = await hashTree(dist);
  if (!files['mf-manifest.json']) throw new Error(`${dist} has no mf-manifest.json: build ${remote} first`);
  const published = await store.read(`${prefix}${FILE_LIST}`);
  if (published) {
    const before = JSON.parse(published.toString('utf8')).files ?? {};
    const changed = [...new Set([...Object.keys(before), ...Object.keys(files)])].filter((file) => before[file] !== files[file]);
    if (changed.length === 0) return { status: 'unchanged', prefix, files: Object.keys(files).length, bytes: 0 };
    throw new Error(
      `${remote} ${version} is already published in ${store.describe} with other files (${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ', …' : ''}): a published version never changes; bump ${remote}'s version`,
    );
  }
  // Chunks first, the entry files after them, the list last: whatever reads the manifest finds
  // every chunk it names.
  const order = Object.keys(files).sort((a, b) => Number(ENTRY_FILES.test(a)) - Number(ENTRY_FILES.test(b)));
  let bytes = 0;
  for (const file of order) {
    const body = await readFile(path.join(dist, file));
    bytes += body.length;
    await store.write(`${prefix}${file}`, body, headersFor(file));
  }
  const list = Buffer.from(`${JSON.stringify({ remote, version, files }, null, 2)}\n`);
  await store.write(`${prefix}${FILE_LIST}`, list, headersFor(FILE_LIST));
  return { status: 'published', prefix, files: order.length, bytes };
}
