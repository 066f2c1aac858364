// The class viewer's frame (sidebar beside the main area): the page and its skeleton share it.
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
