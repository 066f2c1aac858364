// GET /site-data: everything the public pages print that staff can change, in one
// call the page server makes at render time, so the prerendered HTML and the hydrated page show
// the same values. `version` changes with every staff change; the page server keys its cache on it.
import { z } from 'zod';
import { settingsSchema } from './settings.ts';

/** A published, unarchived course as the public pages list it (price in paise, duration in days). */
export const publicCourseSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  course_title: z.string(),
  description: z.string(),
  poster_url: z.string(),
  difficulty_level: z.string(),
  course_type: z.string(),
  course_duration: z.number().int().nonnegative(),
  price: z.number().int().nonnegative(),
  /** Section names in order: the listing's topics. */
  topics: z.array(z.string()),
  class_count: z.number().int().nonnegative(),
});
export type PublicCourse = z.infer<typeof publicCourseSchema>;

export const siteDataSchema = z.object({
  /** Opaque; equal versions mean equal data (also sent as the ETag). */
  version: z.string(),
  settings: settingsSchema,
  courses: z.array(publicCourseSchema),
});
export type SiteData = z.infer<typeof siteDataSchema>;

/**
 * GET /catalogue.pdf (decision 207): the published courses as the downloadable PDF
 * catalogue, rendered by the API and versioned like the site data (ETag "catalogue-<version>").
 */
/** The name the catalogue is saved under (its Content-Disposition). */
export const CATALOGUE_FILE_NAME = 'vidya-erp-academy-sap-course-catalog.pdf';
