// SPEC §2/§8: any other path shows the 404 image page.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NOT_FOUND_TEXT, useHttpStatus } from 'mfe-shared';
import { pageTitle } from '../../components/seo';

export { NOT_FOUND_TEXT };

const Main = styled.main`
  display: grid;
  place-items: center;
  gap: 1rem;
  padding: 4rem 1rem;
  text-align: center;
  min-height: 60vh;
`;

export function NotFoundPage() {
  useHttpStatus(404);
  return (
    <Main id="main">
      <title>{pageTitle('Page not found')}</title>
      <meta name="robots" content="noindex" />
      <svg role="img" aria-labelledby="not-found-art" width="320" height="160" viewBox="0 0 320 160">
        <title id="not-found-art">404 illustration</title>
        <rect x="0" y="0" width="320" height="160" rx="16" fill="#f3f6fb" />
        <circle cx="60" cy="40" r="10" fill="#f59e0b" />
        <text x="160" y="105" textAnchor="middle" fontSize="84" fontWeight="700" fill="#0b5cab">
          404
        </text>
      </svg>
      <h1>{NOT_FOUND_TEXT}</h1>
      <Link to="/">Back to the home page</Link>
    </Main>
  );
}
