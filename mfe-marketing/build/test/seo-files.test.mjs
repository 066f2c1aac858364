// robots.txt and sitemap.xml as the marketing build writes them (build/seo-files.mjs), from the
// route table the pages use; the shell's server puts its origin where SITE_ORIGIN stands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { SITE_ORIGIN, SeoFilesPlugin, readPublicRoutes, robotsTxt, sitemapXml } from '../seo-files.mjs';

const ROUTES_FILE = fileURLToPath(new URL('../../src/config/public-routes.json', import.meta.url));

test('robots.txt keeps crawlers out of the portal and names the sitemap on the site origin', () => {
  const text = robotsTxt();
  assert.match(text, /^User-agent: \*\nAllow: \/\nDisallow: \/lms\n/);
  assert.ok(text.includes(`Sitemap: ${SITE_ORIGIN}/sitemap.xml\n`), text);
});

test('the sitemap lists every public route once, the home page first in priority', () => {
  const routes = readPublicRoutes(ROUTES_FILE);
  const xml = sitemapXml(routes);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.deepEqual(
    locs,
    routes.map((r) => `${SITE_ORIGIN}${r.path}`),
  );
  assert.match(xml, new RegExp(`<loc>${SITE_ORIGIN}/</loc><changefreq>monthly</changefreq><priority>1\\.0</priority>`));
  assert.equal(xml.match(/<priority>0\.7<\/priority>/g)?.length, routes.length - 1);
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'));
});

test('a path with XML metacharacters is escaped', () => {
  assert.ok(sitemapXml([{ path: '/a?b=1&c=<2>' }]).includes(`<loc>${SITE_ORIGIN}/a?b=1&amp;c=&lt;2&gt;</loc>`));
});

test('the plugin adds both files to a build, read from the route table it watches', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'seo-files-'));
  try {
    const routesFile = path.join(dir, 'routes.json');
    await writeFile(routesFile, JSON.stringify([{ path: '/' }, { path: '/about' }]));
    await mkdir(path.join(dir, 'src'));
    await writeFile(path.join(dir, 'src', 'index.js'), 'export {};\n');
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [new SeoFilesPlugin(routesFile)],
      stats: 'none',
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))));
    assert.equal(stats.hasErrors(), false);
    assert.ok(stats.compilation.fileDependencies.has(routesFile), 'a route table edit rebuilds the files');
    assert.equal(await readFile(path.join(dir, 'dist', 'robots.txt'), 'utf8'), robotsTxt());
    assert.equal(await readFile(path.join(dir, 'dist', 'sitemap.xml'), 'utf8'), sitemapXml([{ path: '/' }, { path: '/about' }]));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
