// §2 course card: poster, title, description clamped to 3 lines, difficulty, course type,
// duration in months, price. A course the student bought that is no longer sold
// (archived) stays in their list with a "No longer sold" marker, and opens as before.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { apiUrl, formatPrice, monthsLabel, theme, useAuthStore } from 'mfe-shared';
import type { Course, CourseProgress } from 'mfe-shared';
import { Card as SurfaceCard } from 'mfe-shared/ui/card';
import { lmsPaths } from '../../../config/paths';
import { NO_LONGER_SOLD } from '../../../config/texts';

// The card fills its grid cell (grid items stretch to the row's height), so the cards of one
// row end at the same height; the facts sit at the bottom of each, level across the row. It is a
// Card drawn as the course's link, the poster running to its edges.
const Card = styled(SurfaceCard).attrs({ as: Link })`
  display: flex;
  flex-direction: column;
  gap: 0;
  height: 100%;
  padding: 0;
  overflow: hidden;
  color: inherit;
  text-decoration: none;
  &:hover, &:focus-visible { box-shadow: 0 6px 20px rgb(11 92 171 / 15%); }
  img { width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; background: ${theme.color.surfaceAlt}; }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem;
  /* A long title wraps, even a long word in it, rather than being cut at the card's edge. */
  h2 { font-size: 1.125rem; margin: 0; overflow-wrap: anywhere; }
`;

export const Clamp = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Facts = styled.dl`
  margin-top: auto;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  margin-bottom: 0;
  font-size: 0.9rem;
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Enrolled = styled.div`
  display: grid;
  gap: 0.25rem;
  font-size: 0.85rem;
  color: ${theme.color.success};
  font-weight: 600;
  progress { width: 100%; height: 0.5rem; accent-color: ${theme.color.success}; }
`;

// Dark on light (about 7:1), so the marker reads on any poster-free background.
const Marker = styled.span`
  align-self: flex-start;
  padding: 0.125rem 0.5rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
  color: ${theme.color.text};
  font-size: 0.8rem;
  font-weight: 600;
`;

interface CourseCardProps {
  course: Course;
  eager: boolean;
  progress?: CourseProgress;
  /** Bought, then archived: out of the catalogue, still the student's. */
  noLongerSold?: boolean;
}

export function CourseCard({ course, eager, progress, noLongerSold = false }: CourseCardProps) {
  const settings = useAuthStore((state) => state.settings);
  return (
    <Card to={lmsPaths.course(course.id)}>
      {/* The API draws posters at 640×360 (api/src/domain/course-poster.ts). */}
      <img src={apiUrl(course.poster_url)} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} decoding={eager ? 'auto' : 'async'} />
      <Body>
        <h2>{course.course_title}</h2>
        {noLongerSold && <Marker>{NO_LONGER_SOLD}</Marker>}
        <Clamp>{course.description}</Clamp>
        <Facts>
          <dt>Level</dt>
          <dd>{course.difficulty_level}</dd>
          <dt>Type</dt>
          <dd>{course.course_type}</dd>
          <dt>Duration</dt>
          <dd>{monthsLabel(course.course_duration)}</dd>
          <dt>Price</dt>
          <dd>{formatPrice(course.price, settings)}</dd>
        </Facts>
        {progress && (
          <Enrolled>
            <progress max={100} value={progress.percent} aria-label={`${course.course_title} progress`} />
            <span>
              Enrolled · {progress.completed}/{progress.total} classes ({progress.percent}%)
            </span>
          </Enrolled>
        )}
      </Body>
    </Card>
  );
}
