// The course listing block (SPEC §2 /courses and Individual training).
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { COURSES } from '../content/courses';
import { Card, Grid } from './layout';

const Meta = styled.p`
  font-weight: 600;
  && { color: ${theme.color.brandDark}; }
`;

export function CourseList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Grid $min="17rem" aria-label="Courses">
      {COURSES.map((course, index) => (
        <Card key={course.code} id={course.code.toLowerCase()} $index={index}>
          <Heading>{course.title}</Heading>
          <Meta>{course.weeks} weeks · live, recorded or hybrid</Meta>
          <p>{course.description}</p>
        </Card>
      ))}
    </Grid>
  );
}
