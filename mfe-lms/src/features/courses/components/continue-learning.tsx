// Issue 16 "Continue learning": above §2's greeting and Courses List, one card per enrolled
// course with its progress and a link into the class viewer, which opens the class the student
// opened last (class-viewer-page's initialClassId). Built from the two answers the page already
// loads (the course list and GET /lms/enrolments): no call of its own, nothing to wait for.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { Course, MyEnrolment } from 'mfe-shared';
import { lmsPaths } from '../../../config/paths';
import { CONTINUE_LEARNING_HEADING, continueLinkName } from '../../../config/texts';

const Row = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1rem 0 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1rem;
`;
const Card = styled.li`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  h3 { margin: 0; font-size: 1.05rem; }
  progress { width: 100%; height: 0.5rem; accent-color: ${theme.color.success}; }
  span { font-size: 0.85rem; color: ${theme.color.muted}; }
  a { justify-self: start; color: ${theme.color.brand}; font-weight: 600; }
`;

export function ContinueLearning({ courses, enrolments }: { courses: readonly Course[]; enrolments: readonly MyEnrolment[] }) {
  const titleOf = new Map(courses.map((course) => [course.id, course.course_title]));
  // A course no longer in the list (unpublished) has no title to show; its class viewer stays
  // reachable from its own page.
  const cards = enrolments.flatMap((enrolment) => {
    const title = titleOf.get(enrolment.course_id);
    return title ? [{ ...enrolment, title }] : [];
  });
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="continue-learning-heading">
      <h2 id="continue-learning-heading">{CONTINUE_LEARNING_HEADING}</h2>
      <Row>
        {cards.map(({ course_id, course_student_id, progress, title }) => (
          <Card key={course_id}>
            <h3>{title}</h3>
            <progress max={100} value={progress.percent} aria-label={`Progress in ${title}`} />
            <span>
              {progress.completed}/{progress.total} classes · {progress.percent}%
            </span>
            <Link to={lmsPaths.classes(course_id, course_student_id)} aria-label={continueLinkName(title)}>
              Continue
            </Link>
          </Card>
        ))}
      </Row>
    </section>
  );
}
