// §2 Courses list: greeting with the user's name, heading 'Courses List', a three-column grid
// (one column below 768px) of cards linking to the course page. Above them (issue 16) an
// enrolled student's "Continue learning" row, from the same two answers.
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, logout, theme, useAuthStore } from 'mfe-shared';
import { COURSES_LIST_HEADING, TITLE_PARTS } from '../../../config/texts';
import { PageHead } from '../../../components/page-head';
import { Page } from '../../../components/page';
import { QueryState } from '../../../components/query-state';
import { useCourses, useMyEnrolments } from '../api/use-courses';
import { ContinueLearning } from './continue-learning';
import { CourseCard } from './course-card';

export const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.5rem;
  ${theme.media.mobile} { grid-template-columns: 1fr; }
`;

/** Posters on the first screen load at once; the rest wait until they scroll near. */
export const CARDS_IN_FIRST_ROW = 3;

export function CoursesPage() {
  const name = useAuthStore((state) => state.user?.name ?? '');
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useCourses();
  // Progress is extra: the list shows without it if this call fails.
  const { data: mine } = useMyEnrolments();
  const progressOf = new Map(mine?.results.map((e) => [e.course_id, e.progress]));
  return (
    <Page id="main">
      <PageHead parts={[TITLE_PARTS.courses]} />
      {data && mine && <ContinueLearning courses={data.results} enrolments={mine.results} />}
      <p>
        Hello, <strong>{name}</strong>!{' '}
        <Button type="button" $variant="ghost" onClick={() => void logout(navigate)}>
          Not you? Sign out
        </Button>
      </p>
      <h1>{COURSES_LIST_HEADING}</h1>
      <QueryState isLoading={isLoading} error={error} onRetry={() => void mutate()}>
        {() => (
          <Grid aria-label="Courses">
            {data?.results.map((course, index) => (
              <li key={course.id}>
                <CourseCard course={course} eager={index < CARDS_IN_FIRST_ROW} progress={progressOf.get(course.id)} />
              </li>
            ))}
          </Grid>
        )}
      </QueryState>
    </Page>
  );
}
