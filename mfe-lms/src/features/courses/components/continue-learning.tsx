// Continue learning: above §2's greeting and Courses List, one card per enrolled
// course with its progress and a link into the class viewer, which opens the class the student
// opened last (the contracts' initialClassId). Built from GET /lms/enrolments, which the
// page already loads: no call of its own. Each enrolment carries its course, so a
// course archived since the student bought it keeps its card here too.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { MyEnrolment } from 'mfe-shared';
import { Card as SurfaceCard } from 'mfe-shared/ui/card';
import { CardGrid } from '../../../components/card-grid';
import { lmsPaths } from '../../../config/paths';
import { CONTINUE_LEARNING_HEADING, continueLinkName } from '../../../config/texts';

// The course list's grid plan (no lone card in a last row).
const Row = styled(CardGrid)`
  margin: 1rem 0 0;
  gap: 1rem;
`;
// A tinted Card (apart from the course list below it) inside its grid item, a div as before.
const Card = styled(SurfaceCard).attrs({ as: 'div', $tone: 'tinted' })`
  align-content: start;
  gap: 0.5rem;
  h3 { margin: 0; font-size: 1.05rem; }
  progress { width: 100%; height: 0.5rem; accent-color: ${theme.color.success}; }
  span { font-size: 0.85rem; color: ${theme.color.muted}; }
  a { justify-self: start; color: ${theme.color.brand}; font-weight: 600; }
`;

export function ContinueLearning({ enrolments }: { enrolments: readonly MyEnrolment[] }) {
  const cards = enrolments.map((enrolment) => ({ ...enrolment, title: enrolment.course.course_title }));
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="continue-learning-heading">
      <h2 id="continue-learning-heading">{CONTINUE_LEARNING_HEADING}</h2>
      <Row>
        {cards.map(({ course_id, course_student_id, progress, title }) => (
          <li key={course_id}>
            <Card>
              <h3>{title}</h3>
              <progress max={100} value={progress.percent} aria-label={`Progress in ${title}`} />
              <span>
                {progress.completed}/{progress.total} classes · {progress.percent}%
              </span>
              <Link to={lmsPaths.classes(course_id, course_student_id)} aria-label={continueLinkName(title)}>
                Continue
              </Link>
            </Card>
          </li>
        ))}
      </Row>
    </section>
  );
}
