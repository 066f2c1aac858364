import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { ContentHydrated, RemoteRoot } from '../src';

// A page chunk that arrives when the test says so, as a lazy route's chunk does over the network.
function deferredPage() {
  let arrive!: () => void;
  const chunk = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <button type="button">Register Now</button> });
  });
  return { Page: lazy(() => chunk), arrive: () => act(async () => arrive()) };
}

function rootOf(name: string) {
  return document.querySelector(`[data-remote="${name}"]`)!;
}

describe('RemoteRoot data-hydrated (what e2e specs wait for before they click)', () => {
  it('a remote that waits for its content is marked only once the lazy page inside its boundary has committed', async () => {
    const { Page, arrive } = deferredPage();
    render(
      <RemoteRoot name="mfe_marketing" version="1.0.0" waitForContent>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Page />
          <ContentHydrated />
        </Suspense>
        <footer>Footer</footer>
      </RemoteRoot>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(rootOf('mfe_marketing')).not.toHaveAttribute('data-hydrated');
    await arrive();
    expect(screen.getByRole('button', { name: 'Register Now' })).toBeInTheDocument();
    expect(rootOf('mfe_marketing')).toHaveAttribute('data-hydrated', 'true');
  });

  it('a remote without a content signal is marked as soon as its root commits', () => {
    render(
      <RemoteRoot name="mfe_lms" version="2.0.0">
        <p>Portal</p>
      </RemoteRoot>,
    );
    expect(rootOf('mfe_lms')).toHaveAttribute('data-hydrated', 'true');
    expect(rootOf('mfe_lms')).toHaveAttribute('data-remote-version', '2.0.0');
  });
});
