// GET /site-data: everything the public pages print that staff can change, in one
// call the page server makes at render time, so the prerendered HTML and the hydrated page show
// the same values. `version` changes with every staff change; the page server keys its cache on it.
import { z } from 'zod';
import { publicEventSchema } from './events.ts';
import { settingsSchema } from './settings.ts';
import { siteTestimonialSchema } from './course-reviews.ts';

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

/** How many upcoming events the site data carries: /events' cards and the Individual training promo. */
export const SITE_DATA_EVENTS_LIMIT = 6;

export const siteDataSchema = z.object({
  /** Opaque; equal versions mean equal data (also sent as the ETag). */
  version: z.string(),
  settings: settingsSchema,
  courses: z.array(publicCourseSchema),
  /**
   * The next upcoming published events, soonest first, at most SITE_DATA_EVENTS_LIMIT, as
   * GET /site/events gives them (no join link). Rendered by the page server (decision 209);
   * optional so an older API's answer still parses. The list is as old as the last 'site'
   * bump, so a page drops the ones that have started when it renders.
   */
  events: z.array(publicEventSchema).default([]),
  /**
   * The newest published course reviews, at most SITE_TESTIMONIALS_LIMIT, for the home page's
   * testimonials (decision 212): shown only from TESTIMONIALS_MIN_REVIEWS on. Optional like events.
   */
  testimonials: z.array(siteTestimonialSchema).default([]),
});
export type SiteData = z.infer<typeof siteDataSchema>;

/**
 * GET /catalogue.pdf (decision 207): the published courses as the downloadable PDF
 * catalogue, rendered by the API and versioned like the site data (ETag "catalogue-<version>").
 */
/** The name the catalogue is saved under (its Content-Disposition). */
export const CATALOGUE_FILE_NAME = 'vidya-erp-academy-sap-course-catalog.pdf';
