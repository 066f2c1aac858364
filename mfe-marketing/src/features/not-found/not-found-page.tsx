// SPEC §2/§8: any other path shows the 404 image page.
import styled from 'styled-components';
import { usePageTitle } from '../pages/page-title';

export const NOT_FOUND_TEXT = 'Sorry! Page you are looking for is not found!';

const Main = styled.main`
  display: grid;
  place-items: center;
  gap: 1rem;
  padding: 4rem 1rem;
  text-align: center;
`;

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Main id="main">
      <svg role="img" aria-labelledby="not-found-art" width="320" height="160" viewBox="0 0 320 160">
        <title id="not-found-art">404 illustration</title>
        <rect x="0" y="0" width="320" height="160" rx="16" fill="#f3f6fb" />
        <text x="160" y="105" textAnchor="middle" fontSize="84" fontWeight="700" fill="#0b5cab">404</text>
      </svg>
      <h1>{NOT_FOUND_TEXT}</h1>
      <a href="/">Back to the home page</a>
    </Main>
  );
}
