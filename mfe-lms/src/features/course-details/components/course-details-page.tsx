// §2 Course details: poster, title, description, the sections accordion; a side panel with
// Duration (months), Course Type and Price; Continue Course when enrolled (also at the top on
// small screens), the Certificate section (decision 135), the Live batches (decision 136) and
// Rate this course (decision 147), otherwise the Enroll panel.
import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { apiUrl, formatPrice, monthsLabel, theme, useAuthStore } from 'mfe-shared';
import type { CourseDetailsResponse } from 'mfe-shared';
import { lmsPaths } from '../../../config/paths';
import { CONTINUE_COURSE, enrolledText, TITLE_PARTS } from '../../../config/texts';
import { PageHead } from '../../../components/page-head';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { portalErrorView } from '../../../components/error-view';
import { CourseDetailsSkeleton } from './course-details-skeleton';
import { Layout } from './course-details-layout';
import { EnrollPanel } from './enroll-panel';
import { SectionsAccordion } from './sections-accordion';
import { useCourseDetails } from '../api/get-course-details';
import { CertificateProgress } from '../../certificates';
import { CourseBatches } from '../../batches';
// Rate this course (decision 147): lazy, so only an enrolled student's page loads it.
import { CourseReviewSection } from '../../course-reviews';

const Side = styled.aside`
  display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; position: sticky; top: 5rem;
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0; }
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; font-weight: 600; }
`;
const ContinueLink = styled(Link)`
  display: inline-flex; justify-content: center; padding: 0.6rem 1rem; border-radius: ${theme.radius.sm};
  background: ${theme.color.brand}; color: #fff; font-weight: 600; text-decoration: none;
`;
const TopContinue = styled.div`
  display: none;
  margin-bottom: 1rem;
  ${theme.media.mobile} { display: block; }
`;

function Details({ data }: { data: CourseDetailsResponse }) {
  const settings = useAuthStore((state) => state.settings);
  const { course, course_student: enrolment } = data;
  const continueTo = enrolment ? lmsPaths.classes(course.id, enrolment.id) : null;
  // Set when this page enrolled the student: the confirmation stays beside Continue Course.
  const [justEnrolled, setJustEnrolled] = useState(false);
  return (
    <>
      {continueTo && (
        <TopContinue>
          <ContinueLink to={continueTo}>{CONTINUE_COURSE}</ContinueLink>
        </TopContinue>
      )}
      <Layout>
        <div>
          {/* The page's largest paint: fetched first. The API draws posters at 640×360. */}
          <img src={apiUrl(course.poster_url)} alt="" width={640} height={360} fetchPriority="high" />
          <h1>{course.course_title}</h1>
          <p>{course.description}</p>
          <h2>Course content</h2>
          <SectionsAccordion sections={data.classes} />
          {/* Enrolled only: decision 136 admits only the course's students to its batches. */}
          {enrolment && <CourseBatches courseId={course.id} />}
          {enrolment && (
            <Suspense fallback={null}>
              <CourseReviewSection courseId={course.id} />
            </Suspense>
          )}
        </div>
        <Side aria-label="Course facts">
          <dl>
            <dt>Duration</dt>
            <dd>{monthsLabel(course.course_duration)}</dd>
            <dt>Course Type</dt>
            <dd>{course.course_type}</dd>
            <dt>Price</dt>
            {/* "+ 18 % GST" or "incl. GST" by the seller's tax settings (decisions 141, 211). */}
            <dd>{data.price_note ? `${formatPrice(course.price, settings)} ${data.price_note}` : formatPrice(course.price, settings)}</dd>
          </dl>
          {continueTo ? (
            <ContinueLink to={continueTo}>{CONTINUE_COURSE}</ContinueLink>
          ) : (
            <EnrollPanel course={course} priceNote={data.price_note ?? null} onEnrolled={() => setJustEnrolled(true)} />
          )}
          <p role="status" style={{ margin: 0 }}>
            {continueTo && justEnrolled ? enrolledText(course.course_title) : ''}
          </p>
          {/* Enrolled only: a student who is not asks nothing more. */}
          {enrolment && <CertificateProgress courseId={course.id} />}
        </Side>
      </Layout>
    </>
  );
}

export function CourseDetailsPage() {
  const { courseId } = useParams();
  const { data, error, isLoading, mutate } = useCourseDetails(courseId);
  return (
    <Page id="main">
      <PageHead parts={[data?.course.course_title ?? TITLE_PARTS.course]} description={data?.course.description} />
      <QueryState renderError={portalErrorView} isLoading={isLoading} error={error} onRetry={() => void mutate()} skeleton={<CourseDetailsSkeleton />}>
        {() => data && <Details data={data} />}
      </QueryState>
    </Page>
  );
}
