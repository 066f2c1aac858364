// The downloadable catalogue (decision 207): rendered once per version of the public
// data (the `site` revision, which every staff change to the catalogue or the settings bumps, as
// for GET /site-data), kept in memory as bytes, and served to every visitor until the next change.
import { renderCataloguePdf } from '../catalogue/catalogue-pdf';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { brandFrom } from '../mail/brand';
import { readRevisionTag } from '../repositories/audit';
import { publicCourses } from '../repositories/public-courses';
import { siteSettings } from './site-settings';

export const catalogueEtag = (version: string) => `"catalogue-${version}"`;

/** The revision tag's time (`<counter>.<ms in base 36>`, audit.ts), so one version is one file byte for byte on every replica. */
function versionDate(version: string): Date {
  const ms = Number.parseInt(version.split('.')[1] ?? '0', 36);
  return new Date(Number.isFinite(ms) ? ms : 0);
}

/** The catalogue's dependencies, as plain values (decision 124); `app` has them. */
export interface CatalogueDeps {
  db: Db;
  config: Config;
  log: { info(fields: object, message: string): void };
}

export function catalogueService(app: CatalogueDeps) {
  const settings = siteSettings(app);
  // Only the newest version is kept: nobody can ask for an older one by its number.
  let built: { version: string; pdf: Promise<Buffer> } | null = null;

  function pdfOf(version: string): Promise<Buffer> {
    if (built?.version === version) return built.pdf;
    const pdf = (async () => {
      // Read after the revision: a change committed in between lands in this file early, never
      // old data under the new version (the reasoning of GET /site-data).
      const [current, courses] = await Promise.all([settings.current(), publicCourses(app.db)]);
      const started = performance.now();
      const bytes = await renderCataloguePdf({ courses, settings: current, brand: brandFrom(current, app.config.PUBLIC_SITE_URL), date: versionDate(version) });
      app.log.info({ version, courses: courses.length, bytes: bytes.length, renderMs: Math.round(performance.now() - started) }, 'catalogue PDF rendered');
      return bytes;
    })();
    const entry = { version, pdf };
    built = entry;
    // A failed render must not be served again.
    pdf.catch(() => {
      if (built === entry) built = null;
    });
    return pdf;
  }

  return {
    /** The current version's ETag, and its bytes on demand (a 304 never renders). */
    async latest(): Promise<{ etag: string; pdf: () => Promise<Buffer> }> {
      const version = await readRevisionTag(app.db, 'site');
      return { etag: catalogueEtag(version), pdf: () => pdfOf(version) };
    },
  };
}
