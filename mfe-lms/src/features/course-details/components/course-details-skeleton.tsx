// The course page's outline while its read arrives: the poster, title and text on the left, the
// facts panel on the right (one column on phones), at the real page's proportions.
import styled from 'styled-components';
import { Bone, SkeletonStatus } from '../../../components/skeleton';
import { Layout } from './course-details-layout';

const Column = styled.div`display: grid; gap: 0.75rem;`;

export const COURSE_SKELETON_LABEL = 'Loading the course';

export function CourseDetailsSkeleton() {
  return (
    <SkeletonStatus label={COURSE_SKELETON_LABEL}>
      <Layout>
        <Column>
          <Bone $ratio="16 / 9" />
          <Bone $height="2.25rem" $width="60%" />
          <Bone $height="1rem" />
          <Bone $height="1rem" />
          <Bone $height="1rem" $width="80%" />
        </Column>
        <Column>
          <Bone $height="5.5rem" />
          <Bone $height="2.75rem" />
        </Column>
      </Layout>
    </SkeletonStatus>
  );
}
