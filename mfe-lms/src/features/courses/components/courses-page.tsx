// §2 Courses list: greeting with the user's name, heading 'Courses List', a three-column grid
// (one column below 768px) of cards linking to the course page. Above them an
// enrolled student's "Upcoming" live sessions (decision 136) and bookings (decision 146), and "Continue learning" row.
// The list is the catalogue plus the courses the student bought that are no longer
// sold (archived): those come with the student's enrolments, marked "No longer sold".
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, logout, useAuthStore } from 'mfe-shared';
import type { Course, MyEnrolment } from 'mfe-shared';
import { COURSES_LIST_HEADING, TITLE_PARTS } from '../../../config/texts';
import { PageHead } from '../../../components/page-head';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { portalErrorView } from '../../../components/error-view';
import { ContinueLearning } from './continue-learning';
import { CourseCard } from './course-card';
import { CARDS_IN_FIRST_ROW, Grid } from './courses-page-layout';
import { CoursesSkeleton } from './courses-skeleton';
import { useCourses } from '../api/get-courses';
import { useMyEnrolments } from '../api/get-my-enrolments';
import { UpcomingSessions, useUpcomingSessions } from '../../batches';
import { useMyBookings } from '../../bookings';
import { COMPANY_HEADING, COMPANY_PATH, useMyCompanies } from '../../company';

/** How long a loaded list waits for the student's enrolments before it shows without them. */
export const ENROLMENTS_GRACE_MS = 800;

/** The catalogue, then the student's courses that left it, each once. */
export function studentCourses(catalogue: readonly Course[], enrolments: readonly MyEnrolment[] = []) {
  const listed = new Set(catalogue.map((course) => course.id));
  const kept = enrolments.filter((e) => !e.for_sale && !listed.has(e.course_id)).map((e) => e.course);
  return [...catalogue.map((course) => ({ course, noLongerSold: false })), ...kept.map((course) => ({ course, noLongerSold: true }))];
}

export function CoursesPage() {
  const name = useAuthStore((state) => state.user?.name ?? '');
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useCourses();
  // Progress is extra: the list shows without it if this call fails.
  const { data: mine, isLoading: mineLoading } = useMyEnrolments();
  const progressOf = new Map(mine?.results.map((e) => [e.course_id, e.progress]));
  // The next live sessions (decision 136): extra as well, shown above the list with Join.
  const { data: upcoming, isLoading: upcomingLoading } = useUpcomingSessions();
  // The student's bookings join the Upcoming list when they come (decision 146); never waited for.
  const { data: bookings } = useMyBookings();
  // HR of a company (decision 149) gets a link to its Company area; the API says who is, never waited for.
  const { data: companies } = useMyCompanies();
  // Both reads start together (with the auth check, mfe-shared portal-prefetch.ts) and the page
  // waits for both, so the "Continue learning" row never pushes a painted list down. Not for
  // long: the list does not wait on its extra, and a row that comes late stays out of this visit.
  // The Upcoming sessions wait the same way, within the same grace.
  const [withoutEnrolments, setWithoutEnrolments] = useState(false);
  const waitingForEnrolments = Boolean(data) && (mineLoading || upcomingLoading) && !withoutEnrolments;
  useEffect(() => {
    if (!waitingForEnrolments) return undefined;
    const timer = setTimeout(() => setWithoutEnrolments(true), ENROLMENTS_GRACE_MS);
    return () => clearTimeout(timer);
  }, [waitingForEnrolments]);
  return (
    <Page id="main">
      <PageHead parts={[TITLE_PARTS.courses]} />
      <QueryState
        renderError={portalErrorView}
        isLoading={isLoading || waitingForEnrolments}
        error={error}
        onRetry={() => void mutate()}
        skeleton={<CoursesSkeleton />}
      >
        {() => (
          <>
            {data && upcoming && !withoutEnrolments && <UpcomingSessions sessions={upcoming} bookings={bookings?.results} />}
            {data && mine && !withoutEnrolments && <ContinueLearning enrolments={mine.results} />}
            <p>
              Hello, <strong>{name}</strong>!{' '}
              <Button type="button" $variant="ghost" onClick={() => void logout(navigate)}>
                Not you? Sign out
              </Button>
            </p>
            {companies && companies.results.length > 0 && (
              <p>
                <Link to={COMPANY_PATH}>{COMPANY_HEADING}</Link>
              </p>
            )}
            <h1>{COURSES_LIST_HEADING}</h1>
            <Grid aria-label="Courses">
              {studentCourses(data?.results ?? [], withoutEnrolments ? [] : mine?.results).map(({ course, noLongerSold }, index) => (
                <li key={course.id}>
                  <CourseCard course={course} eager={index < CARDS_IN_FIRST_ROW} progress={progressOf.get(course.id)} noLongerSold={noLongerSold} />
                </li>
              ))}
            </Grid>
          </>
        )}
      </QueryState>
    </Page>
  );
}
