// Loads the shell's renderer (dist/server/render.cjs, built with the shell from render/) for the
// page server: public pages go out as complete HTML (docs/decisions/006-prerendered-public-pages.md).
// It is a separate file from this server's, loaded from the dist being served, because it
// bundles React and the shared packages it hands to the remotes' server bundles.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderedPage, RenderRequest } from './render/render';
import { createPageDataSource, type PageDataSource } from './page-data';
import { createSiteDataSource, type SiteDataSource } from './site-data';

const RENDERER_FILE = path.join('server', 'render.cjs');

/** A page to render; `requestId` goes with the site-data call to the API, for its logs. */
export type Prerender = (request: Omit<RenderRequest, 'siteData'> & { requestId?: string }) => Promise<RenderedPage>;

/**
 * Every render with the API's current site data (revalidated per request, ./site-data.ts): the
 * renderer's cache is keyed on its version, so unchanged data keeps serving the cached HTML. A
 * dynamic page (a certificate's, decision 208) also gets its own data, asked for at the same time.
 */
export function withSiteData(
  render: (request: RenderRequest) => Promise<RenderedPage>,
  source: SiteDataSource,
  pages: PageDataSource = createPageDataSource(),
): Prerender {
  return async ({ requestId, ...request }) => {
    const [siteData, pageData] = await Promise.all([
      source.current(request.config.apiUrl, requestId),
      pages.forPath(request.pathname, request.config.apiUrl, requestId),
    ]);
    return render({ ...request, siteData, pageData });
  };
}

/** undefined when the dist has no renderer (a shell built without it). */
export function createPrerender(
  shellDist: string,
  options: { fetchImpl?: typeof fetch; siteData?: SiteDataSource; pageData?: PageDataSource; onRenderCache?: (hit: boolean) => void } = {},
): Prerender | undefined {
  const file = path.join(shellDist, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  // An absolute path: the base of this require does not matter.
  const { createRenderer } = createRequire(file)(file) as typeof import('./render/render');
  const renderer = createRenderer({ fetchImpl: options.fetchImpl, onCache: options.onRenderCache });
  return withSiteData(
    (request) => renderer.render(request),
    options.siteData ?? createSiteDataSource({ fetchImpl: options.fetchImpl }),
    options.pageData ?? createPageDataSource({ fetchImpl: options.fetchImpl }),
  );
}
