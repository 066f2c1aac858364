// SPEC §2 /courses: 'SAP Courses Offered' heading and the course listing block, with the
// courses as schema.org Course items (issue 4 §7).
import { BRAND_NAME, useSiteOrigin } from 'mfe-shared';
import { CourseList } from '../../components/course-list';
import { Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { COURSES } from '../../content/courses';
import { LeadFormToggle } from '../leads';
import { JsonLd } from '../../components/seo';

export function coursesJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: COURSES.map((course, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Course',
        name: course.title,
        description: course.description,
        url: `${origin}/courses#${course.code.toLowerCase()}`,
        provider: { '@type': 'Organization', name: BRAND_NAME, sameAs: `${origin}/` },
      },
    })),
  };
}

export default function CoursesPage() {
  const route = routeFor('/courses');
  const origin = useSiteOrigin();
  return (
    <Page path="/courses">
      <Hero title={route.heading} lead="Every course includes real projects, a personal login on our practice server, mock interviews and lifetime support." />
      <JsonLd data={coursesJsonLd(origin)} />
      <Section id="list" title="Our SAP courses">
        <CourseList />
        <div style={{ marginTop: '1.5rem' }}>
          <LeadFormToggle kind="catalog" label="Download Course Catalog" />
        </div>
      </Section>
    </Page>
  );
}
