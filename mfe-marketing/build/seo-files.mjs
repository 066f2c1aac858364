// robots.txt and sitemap.xml, emitted by the marketing build from the same route table the
// pages use (src/config/public-routes.json), so a new page is listed without a second edit.
// The marketing team owns them; the shell's server serves them at the site root and puts its
// own origin where SITE_ORIGIN stands (shell/server/site-files.ts, docs/decisions/204).
import { readFileSync } from 'node:fs';

export const SITE_ORIGIN = '{{SITE_ORIGIN}}';

export function readPublicRoutes(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function robotsTxt() {
  return `User-agent: *\nAllow: /\nDisallow: /lms\n\nSitemap: ${SITE_ORIGIN}/sitemap.xml\n`;
}

export function sitemapXml(routes) {
  const urls = routes
    .map(
      (r) =>
        `  <url><loc>${escapeXml(`${SITE_ORIGIN}${r.path}`)}</loc><changefreq>monthly</changefreq><priority>${r.path === '/' ? '1.0' : '0.7'}</priority></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Rspack plugin: adds both files to the build output. */
export class SeoFilesPlugin {
  constructor(routesFile) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SeoFilesPlugin', (compilation) => {
      compilation.fileDependencies.add(this.routesFile);
      compilation.hooks.processAssets.tap({ name: 'SeoFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('robots.txt', new RawSource(robotsTxt()));
        compilation.emitAsset('sitemap.xml', new RawSource(sitemapXml(readPublicRoutes(this.routesFile))));
      });
    });
  }
}
