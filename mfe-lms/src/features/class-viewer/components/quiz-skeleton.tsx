// The quiz's outline while its chunk or its overview arrives: the heading, the rules and a
// button, roughly where they will stand, under one status.
import { Bone, SkeletonStatus } from '../../../components/skeleton';

export const QUIZ_SKELETON_LABEL = 'Loading the quiz';

export function QuizSkeleton() {
  return (
    <SkeletonStatus label={QUIZ_SKELETON_LABEL}>
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Bone $height="1.75rem" $width="30%" />
        <Bone $height="3rem" />
        <Bone $height="1.25rem" $width="60%" />
        <Bone $height="2.5rem" $width="9rem" />
      </div>
    </SkeletonStatus>
  );
}
