// What the public pages print that staff can change (GET /site-data: settings and the published
// catalogue), as one hook (docs/decisions/206-public-data-from-the-api.md). The data is the one
// the shell's page server fetched for this request (on the server, and embedded in the HTML for
// hydration); before the page server ever reached the API, the built-in snapshot: the API's
// default settings over the seed's catalogue (site-data-snapshot.json, which an API test keeps
// equal to what the API serves over the seed, so the two cannot disagree).
import { useSiteData as useSharedSiteData, type PublicCourse, type Settings, type SiteData } from 'mfe-shared';
import snapshot from './site-data-snapshot.json';

export const SITE_DATA_SNAPSHOT: SiteData = snapshot;

export function useSiteData(): SiteData {
  return useSharedSiteData() ?? SITE_DATA_SNAPSHOT;
}

export function useSiteSettings(): Settings {
  return useSiteData().settings;
}

export function usePublicCourses(): PublicCourse[] {
  return useSiteData().courses;
}

/** The portal's page of a course (mfe-lms routes: /lms/course/:courseId). */
export const portalCourseHref = (course: Pick<PublicCourse, 'id'>) => `/lms/course/${course.id}`;

/** A course's public page (decision 211): every course card on the site leads here. */
export const coursePageHref = (course: Pick<PublicCourse, 'slug'>) => `/courses/${encodeURIComponent(course.slug)}`;

/** The anchor of a course on /courses (JSON-LD urls and in-page links). */
export const courseAnchor = (course: Pick<PublicCourse, 'slug'>) => course.slug;
