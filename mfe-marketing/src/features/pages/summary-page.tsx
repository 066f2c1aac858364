import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { PublicRoute } from '../../config/public-routes';
import { usePageTitle } from './page-title';

const Main = styled.main`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 3rem 1rem;
  min-height: 50vh;
`;

export function SummaryPage({ route }: { route: PublicRoute }) {
  usePageTitle(route.title);
  return (
    <Main id="main">
      <h1>{route.heading}</h1>
      <p>{route.summary}</p>
    </Main>
  );
}
