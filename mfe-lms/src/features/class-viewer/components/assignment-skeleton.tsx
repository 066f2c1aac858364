// The assignment's outline while its chunk or its read arrives: the heading, the instructions and
// the form's box, roughly where they will stand, under one status.
import { Bone, SkeletonStatus } from '../../../components/skeleton';

export const ASSIGNMENT_SKELETON_LABEL = 'Loading the assignment';

export function AssignmentSkeleton() {
  return (
    <SkeletonStatus label={ASSIGNMENT_SKELETON_LABEL}>
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Bone $height="1.75rem" $width="30%" />
        <Bone $height="4rem" />
        <Bone $height="1.25rem" $width="40%" />
        <Bone $height="6rem" />
        <Bone $height="2.5rem" $width="11rem" />
      </div>
    </SkeletonStatus>
  );
}
