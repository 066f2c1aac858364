// SPEC §2 /courses: 'SAP Courses Offered' heading and the course listing block (the published
// courses from the site data), with the courses as schema.org Course items (15 §4).
import { useSiteOrigin } from 'mfe-shared';
import { CourseList } from '../../components/course-list';
import { Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { useSiteData } from '../../data/site-data';
import { LeadFormToggle } from '../leads';
import { JsonLd } from '../../components/seo';
import { coursesJsonLd } from './course-json-ld';

export default function CoursesPage() {
  const route = routeFor('/courses');
  const origin = useSiteOrigin();
  const { courses, settings } = useSiteData();
  return (
    <Page path="/courses">
      <Hero title={route.heading} lead="Every course includes real projects, a personal login on our practice server, mock interviews and lifetime support." />
      <JsonLd data={coursesJsonLd(origin, courses, settings)} />
      <Section id="list" title="Our SAP courses">
        <CourseList />
        <div style={{ marginTop: '1.5rem' }}>
          <LeadFormToggle kind="catalog" label="Download Course Catalog" />
        </div>
      </Section>
    </Page>
  );
}
