// The class viewer's frame (sidebar beside the main area) and its main area: the page and its
// skeleton share them, so the skeleton stands exactly where the page will.
import styled from 'styled-components';
import { theme } from 'mfe-shared';

export const Shell = styled.div`
  display: flex;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  min-height: calc(100vh - 4rem);
  border-inline: 1px solid ${theme.color.border};
  @media (max-width: ${theme.maxWidth}) { border-inline: 0; }
`;

/** The main area beside the sidebar (a <main> on the page, a plain box in the skeleton). */
export const ViewerMain = styled.main`
  flex: 1;
  min-width: 0;
  padding: 1rem 1.5rem 3rem;
  display: grid;
  gap: 1rem;
  align-content: start;
`;
