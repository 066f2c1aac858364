import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { CourseProgress } from 'mfe-shared';

const Track = styled.div`
  display: flex; align-items: center; gap: 0.5rem; margin-left: auto; font-size: 0.9rem;
  progress { width: 10rem; height: 0.6rem; accent-color: ${theme.color.success}; }
`;

export function ProgressBar({ progress }: { progress: CourseProgress }) {
  return (
    <Track>
      <progress max={100} value={progress.percent} aria-label="Course progress" />
      <span>
        {progress.completed}/{progress.total} classes · {progress.percent}%
      </span>
    </Track>
  );
}
