// The course list's outline while its two reads arrive: the greeting, the heading and a row of
// cards with the real card's proportions (16:9 poster, title, three lines, the facts).
import styled from 'styled-components';
import { Card as SurfaceCard } from 'mfe-shared/ui/card';
import { Bone, SkeletonStatus } from '../../../components/skeleton';
import { CARDS_IN_FIRST_ROW, Grid } from './courses-page-layout';

// The course card's box (a Card, the poster to its edges), as a list item of the grid.
const Card = styled(SurfaceCard).attrs({ as: 'li' })`
  display: block;
  padding: 0;
  overflow: hidden;
`;

const Body = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1rem;
`;

export const COURSES_SKELETON_LABEL = 'Loading courses';

export function CoursesSkeleton() {
  return (
    <SkeletonStatus label={COURSES_SKELETON_LABEL}>
      <Bone $height="1.5rem" $width="14rem" style={{ margin: '1rem 0' }} />
      <Bone $height="2.25rem" $width="12rem" style={{ margin: '1.5rem 0 0.5rem' }} />
      <Grid as="ul">
        {Array.from({ length: CARDS_IN_FIRST_ROW }, (_, index) => (
          <Card key={index}>
            <Bone $ratio="16 / 9" style={{ borderRadius: 0 }} />
            <Body>
              <Bone $height="1.4rem" $width="70%" />
              <Bone $height="0.9rem" />
              <Bone $height="0.9rem" />
              <Bone $height="0.9rem" $width="60%" />
              <Bone $height="4.5rem" />
            </Body>
          </Card>
        ))}
      </Grid>
    </SkeletonStatus>
  );
}
