// The class viewer's outline while the course outline arrives: the sidebar of classes (16rem,
// §2; hidden on phones, where it is a sheet) and the main area's title and 16:9 video.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Bone, SkeletonStatus } from '../../../components/skeleton';
import { Shell, ViewerMain } from './viewer-shell';

const Side = styled.div`
  width: 16rem;
  flex: none;
  display: grid;
  gap: 0.75rem;
  align-content: start;
  padding: 1rem;
  border-right: 1px solid ${theme.color.border};
  ${theme.media.mobile} { display: none; }
`;

export const VIEWER_SKELETON_LABEL = 'Loading the lessons';

export function ClassViewerSkeleton() {
  return (
    <SkeletonStatus label={VIEWER_SKELETON_LABEL}>
      <Shell>
        <Side>
          {Array.from({ length: 6 }, (_, index) => (
            <Bone key={index} $height="1.25rem" $width={index % 3 === 0 ? '70%' : '100%'} />
          ))}
        </Side>
        <ViewerMain as="div">
          <Bone $height="1.75rem" $width="50%" />
          <Bone $height="2.25rem" $width="70%" />
          <Bone $ratio="16 / 9" />
        </ViewerMain>
      </Shell>
    </SkeletonStatus>
  );
}
