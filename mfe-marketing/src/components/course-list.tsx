// The course listing block (SPEC §2 /courses and Individual training): the published courses
// from the site data (GET /site-data), with the portal's own duration and price formats and a
// link to each course's public page (decision 211), whose "Enrol now" leads to the portal.
import styled from 'styled-components';
import { formatPrice, monthsLabel, theme, type PublicCourse, type Settings } from 'mfe-shared';
import { FREE_LABEL } from '../config/spec-constants';
import { courseAnchor, coursePageHref, useSiteData } from '../data/site-data';
import { ButtonLink, Card, Grid } from './layout';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0 0 0.75rem;
  dt { font-weight: 600; color: ${theme.color.brandDark}; }
  dd { margin: 0; }
`;

const Topics = styled.ul`
  margin: 0 0 1rem;
  padding-left: 1.1rem;
`;

/** The button sits at the foot of its card, so a row's buttons share one line whatever the text above. */
const CardAction = styled.div`
  margin-top: auto;
`;

/** §9: a price of 0 is "Free"; otherwise the portal's currency format. */
export function priceLabel(price: number, settings: Pick<Settings, 'currency' | 'locale'>): string {
  return price === 0 ? FREE_LABEL : formatPrice(price, settings);
}

function CourseCard({ course, index, headingLevel, settings }: { course: PublicCourse; index: number; headingLevel: 2 | 3; settings: Settings }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `course-${courseAnchor(course)}`;
  return (
    <Card id={courseAnchor(course)} $index={index} aria-labelledby={headingId}>
      <Heading id={headingId}>{course.course_title}</Heading>
      <Facts>
        <dt>Level</dt>
        <dd>{course.difficulty_level}</dd>
        <dt>Duration</dt>
        <dd>{monthsLabel(course.course_duration)}</dd>
        <dt>Price</dt>
        <dd>{priceLabel(course.price, settings)}</dd>
      </Facts>
      <p>{course.description}</p>
      {course.topics.length > 0 && (
        <Topics aria-label={`Topics of ${course.course_title}`}>
          {course.topics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </Topics>
      )}
      {/* The visible text starts the name (label in name); the title tells the links apart. */}
      <CardAction>
        <ButtonLink to={coursePageHref(course)} $variant="secondary" aria-label={`View course: ${course.course_title}`}>
          View course
        </ButtonLink>
      </CardAction>
    </Card>
  );
}

export function CourseList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { courses, settings } = useSiteData();
  return (
    <Grid min="17rem" uniform aria-label="Courses">
      {courses.map((course, index) => (
        <CourseCard key={course.id} course={course} index={index} headingLevel={headingLevel} settings={settings} />
      ))}
    </Grid>
  );
}
