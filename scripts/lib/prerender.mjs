// Loads the shell's renderer (shell/dist/server/render.cjs, built with the shell) for the
// static server: public pages go out as complete HTML (docs/decisions/006-prerendered-public-pages.md).
// A shell built without it (an older build) simply serves client-rendered pages.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const RENDERER_FILE = path.join('server', 'render.cjs');

/** @returns {undefined | ((request: {pathname: string, config: object, origin: string}) => Promise<{head: string, body: string, status: number, complete: boolean}>)} */
export function createPrerender(shellDist, options = {}) {
  const file = path.join(shellDist, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const renderer = require(file).createRenderer(options);
  return (request) => renderer.render(request);
}
