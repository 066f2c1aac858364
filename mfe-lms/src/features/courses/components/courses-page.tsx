// §2 Courses list: greeting with the user's name, heading 'Courses List', a three-column grid
// (one column below 768px) of cards linking to the course page. Above them (issue 16) an
// enrolled student's "Continue learning" row, from the same two answers.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, logout, useAuthStore } from 'mfe-shared';
import { COURSES_LIST_HEADING, TITLE_PARTS } from '../../../config/texts';
import { PageHead } from '../../../components/page-head';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { useCourses, useMyEnrolments } from '../api/use-courses';
import { ContinueLearning } from './continue-learning';
import { CourseCard } from './course-card';
import { CARDS_IN_FIRST_ROW, Grid } from './courses-page-layout';
import { CoursesSkeleton } from './courses-skeleton';

/** How long a loaded list waits for the student's enrolments before it shows without them. */
export const ENROLMENTS_GRACE_MS = 800;

export function CoursesPage() {
  const name = useAuthStore((state) => state.user?.name ?? '');
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useCourses();
  // Progress is extra: the list shows without it if this call fails.
  const { data: mine, isLoading: mineLoading } = useMyEnrolments();
  const progressOf = new Map(mine?.results.map((e) => [e.course_id, e.progress]));
  // Both reads start together (with the auth check, mfe-shared portal-prefetch.ts) and the page
  // waits for both, so the "Continue learning" row never pushes a painted list down. Not for
  // long: the list does not wait on its extra, and a row that comes late stays out of this visit.
  const [withoutEnrolments, setWithoutEnrolments] = useState(false);
  const waitingForEnrolments = Boolean(data) && mineLoading && !withoutEnrolments;
  useEffect(() => {
    if (!waitingForEnrolments) return undefined;
    const timer = setTimeout(() => setWithoutEnrolments(true), ENROLMENTS_GRACE_MS);
    return () => clearTimeout(timer);
  }, [waitingForEnrolments]);
  return (
    <Page id="main">
      <PageHead parts={[TITLE_PARTS.courses]} />
      <QueryState isLoading={isLoading || waitingForEnrolments} error={error} onRetry={() => void mutate()} skeleton={<CoursesSkeleton />}>
        {() => (
          <>
            {data && mine && !withoutEnrolments && <ContinueLearning courses={data.results} enrolments={mine.results} />}
            <p>
              Hello, <strong>{name}</strong>!{' '}
              <Button type="button" $variant="ghost" onClick={() => void logout(navigate)}>
                Not you? Sign out
              </Button>
            </p>
            <h1>{COURSES_LIST_HEADING}</h1>
            <Grid aria-label="Courses" data-open-ended="">
              {data?.results.map((course, index) => (
                <li key={course.id}>
                  <CourseCard course={course} eager={index < CARDS_IN_FIRST_ROW} progress={progressOf.get(course.id)} />
                </li>
              ))}
            </Grid>
          </>
        )}
      </QueryState>
    </Page>
  );
}
