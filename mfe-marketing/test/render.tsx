import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MarketingRoutes from '../src/app/marketing-routes';

/**
 * Renders the remote at a path and lets its lazy chunks (the page, the contact form) resolve
 * inside act, as they would before a person could interact.
 */
export async function renderAt(path: string) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <MarketingRoutes />
      </MemoryRouter>,
    );
  });
  // Nested lazy parts (a page chunk, then the form chunk inside it) need a second turn.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return result;
}
