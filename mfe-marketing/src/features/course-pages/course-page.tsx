// /courses/<slug>: the public page that sells one course (decision 211). The page server fetched
// the course before rendering (usePageData), so the HTML a crawler or a link preview reads already
// has the facts, the price with its GST wording, the syllabus, the batches, the trainers, the
// published reviews and their rating (decision 212), the FAQ, the Course
// JSON-LD and the Open Graph tags. An unknown or unpublished slug is the site's 404 page with a
// 404; an API that did not answer is a 503 page in the site's frame. "Enrol now" leads to the
// portal's page of the course, whose sign-in brings a visitor back to it (SPEC's portal flow).
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, LOADING_TEXT, monthsLabel, theme, useHttpStatus, useSiteOrigin } from 'mfe-shared';
import type { PublicCoursePage } from 'mfe-shared/contracts';
import { ButtonLink, Container, Hero, Main } from '../../components/layout';
import { FREE_LABEL } from '../../config/spec-constants';
import { canonicalUrl, JsonLd, Seo } from '../../components/seo';
import { portalCourseHref, useSiteSettings } from '../../data/site-data';
import { NotFoundPage } from '../not-found';
import { useCourseAnswer } from './course-page-data';
import { coursePageJsonLd } from './course-page-json-ld';
import { ENROL_TEXT, TRY_AGAIN_TEXT, UNAVAILABLE_SENTENCE } from './course-page-texts';
import { BatchesSection, CourseIncludesSection, FaqSection, SyllabusSectionBlock } from './course-sections';
import { ReviewsSection, TrainersSection } from './course-reviews-section';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  margin: 1.5rem 0 0;
  dt { font-weight: 600; color: ${theme.color.brandDark}; }
  dd { margin: 0; }
`;

const Note = styled.span`
  margin-left: 0.5rem;
  color: ${theme.color.muted};
`;

function CourseFacts({ course }: { course: PublicCoursePage }) {
  const settings = useSiteSettings();
  return (
    <Container>
      <Facts aria-label="Course facts">
        <dt>Level</dt>
        <dd>{course.difficulty_level}</dd>
        <dt>Duration</dt>
        <dd>{monthsLabel(course.course_duration)}</dd>
        <dt>Delivery</dt>
        <dd>{course.course_type}</dd>
        <dt>Price</dt>
        <dd>
          {/* §9: a price of 0 is "Free", as on the course cards. */}
          {course.price === 0 ? FREE_LABEL : formatPrice(course.price, { currency: course.currency, locale: settings.locale })}
          {course.price_note && <Note>{course.price_note}</Note>}
        </dd>
      </Facts>
    </Container>
  );
}

function FoundCourse({ course, pathname }: { course: PublicCoursePage; pathname: string }) {
  const origin = useSiteOrigin();
  const { locale } = useSiteSettings();
  const enrol = (
    <ButtonLink to={portalCourseHref(course)} aria-label={`${ENROL_TEXT}: ${course.course_title}`}>
      {ENROL_TEXT}
    </ButtonLink>
  );
  return (
    <Main id="main">
      <Seo title={course.course_title} description={course.description} path={pathname} />
      <JsonLd data={coursePageJsonLd(course, canonicalUrl(pathname, origin), origin)} />
      <Hero eyebrow="SAP course" title={course.course_title} lead={course.description} actions={enrol} />
      <CourseFacts course={course} />
      <CourseIncludesSection includes={course.includes} />
      <SyllabusSectionBlock sections={course.sections} />
      <BatchesSection course={course} locale={locale} />
      <TrainersSection trainers={course.trainers} />
      <ReviewsSection course={course} />
      <FaqSection faq={course.faq} />
      <Container style={{ padding: '2rem 1rem 3rem' }}>{enrol}</Container>
    </Main>
  );
}

function Unavailable({ pathname }: { pathname: string }) {
  useHttpStatus(503);
  return (
    <Main id="main">
      <Container style={{ padding: '3rem 1rem' }}>
        <h1>Course</h1>
        <p role="alert">{UNAVAILABLE_SENTENCE}</p>
        <p>
          <a href={pathname}>{TRY_AGAIN_TEXT}</a>
        </p>
      </Container>
    </Main>
  );
}

export default function CoursePage() {
  const { pathname } = useLocation();
  const { slug = '' } = useParams();
  const answer = useCourseAnswer(pathname, slug);
  if (answer.status === 'found') return <FoundCourse course={answer.course} pathname={pathname} />;
  if (answer.status === 'not-found') return <NotFoundPage />;
  if (answer.status === 'unavailable') return <Unavailable pathname={pathname} />;
  return (
    <Main id="main">
      <p role="status" style={{ minHeight: '100vh', padding: '2rem', textAlign: 'center' }}>
        {LOADING_TEXT}
      </p>
    </Main>
  );
}
