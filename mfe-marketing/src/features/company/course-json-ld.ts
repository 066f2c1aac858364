// schema.org Course items for the published courses, from the same site
// data the listing shows. Google's course rich results want `offers` and `hasCourseInstance`.
import { BRAND_NAME, type PublicCourse, type Settings } from 'mfe-shared';
import { coursePageHref, portalCourseHref } from '../../data/site-data';

/** Paise as a decimal string of rupees ("24999.00"): schema.org prices are plain numbers, never formatted. */
export const rupees = (paise: number) => (paise / 100).toFixed(2);

export function courseJsonLd(course: PublicCourse, origin: string, settings: Pick<Settings, 'currency'>) {
  return {
    '@type': 'Course',
    name: course.course_title,
    description: course.description,
    url: `${origin}${coursePageHref(course)}`,
    educationalLevel: course.difficulty_level,
    ...(course.topics.length ? { teaches: course.topics.join(', ') } : {}),
    provider: { '@type': 'Organization', name: BRAND_NAME, sameAs: `${origin}/` },
    offers: {
      '@type': 'Offer',
      category: course.price === 0 ? 'Free' : 'Paid',
      price: rupees(course.price),
      priceCurrency: settings.currency ?? 'INR',
      availability: 'https://schema.org/InStock',
      url: `${origin}${portalCourseHref(course)}`,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      courseWorkload: `P${course.course_duration}D`,
    },
  };
}

export function coursesJsonLd(origin: string, courses: readonly PublicCourse[], settings: Pick<Settings, 'currency'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: courseJsonLd(course, origin, settings),
    })),
  };
}
