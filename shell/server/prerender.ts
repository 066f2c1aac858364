// Loads the shell's renderer (dist/server/render.cjs, built with the shell from render/) for the
// page server: public pages go out as complete HTML (docs/decisions/006-prerendered-public-pages.md).
// It is a separate file from this server's, loaded from the dist being served, because it
// bundles React and the shared packages it hands to the remotes' server bundles.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderedPage, RenderRequest } from './render/render';

const RENDERER_FILE = path.join('server', 'render.cjs');

export type Prerender = (request: RenderRequest) => Promise<RenderedPage>;

/** undefined when the dist has no renderer (a shell built without it). */
export function createPrerender(shellDist: string, options: { fetchImpl?: typeof fetch } = {}): Prerender | undefined {
  const file = path.join(shellDist, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  // An absolute path: the base of this require does not matter.
  const { createRenderer } = createRequire(file)(file) as typeof import('./render/render');
  const renderer = createRenderer(options);
  return (request) => renderer.render(request);
}
