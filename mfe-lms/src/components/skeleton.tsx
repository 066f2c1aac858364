// Skeletons shaped like the content they stand for: after SPEC §4's check, a page
// whose data is still on its way shows its own outline instead of a blank 'Loading...', and the
// content takes the skeleton's place without moving anything around it. Screen readers hear one
// status, the spec's 'Loading...'.
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { LOADING_TEXT, theme } from 'mfe-shared';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey block: `$ratio` (16 / 9) or `$height` ('1.25rem'), full width unless `$width`. */
export const Bone = styled.div<{ $height?: string; $width?: string; $ratio?: string }>`
  width: ${({ $width }) => $width ?? '100%'};
  ${({ $ratio, $height }) => ($ratio ? `aspect-ratio: ${$ratio};` : `height: ${$height ?? '1rem'};`)}
  border-radius: ${theme.radius.sm};
  background: linear-gradient(90deg, ${theme.color.surfaceAlt} 25%, ${theme.color.border} 50%, ${theme.color.surfaceAlt} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** Read by assistive technology, not shown: a status's words, a live region. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The skeleton's frame: one status for assistive technology, the bones hidden from it. */
export function SkeletonStatus({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <VisuallyHidden>{LOADING_TEXT}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
