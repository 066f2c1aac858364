// The course page's two columns (content, then the facts and enrol panel; one column on phones):
// the page and its skeleton share them, so the skeleton stands exactly where the page will.
import styled from 'styled-components';
import { theme } from 'mfe-shared';

// The side column is at least 20rem: narrower (on a 768 px tablet) the "Enroll Now for ₹29,999.00"
// button wrapped onto two lines.
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(20rem, 1fr);
  gap: 2rem;
  align-items: start;
  ${theme.media.mobile} { grid-template-columns: minmax(0, 1fr); }
  img { width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; }
`;
