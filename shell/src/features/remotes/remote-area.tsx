// One federated area of the page: the remote's routes inside lazy + Suspense + an error
// boundary, with a Retry that forgets the failed load and tries again. On a prerendered page
// the Suspense boundary keeps the server's HTML on screen until the remote's code has loaded,
// then hydrates it: no fallback flashes in between.
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { LOADING_TEXT, RemoteUnavailable } from 'mfe-shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteLoader } from './remote-loader';

export { LOADING_TEXT };

export function LoadingState() {
  return (
    <p role="status" style={{ padding: '2rem', textAlign: 'center' }}>
      {LOADING_TEXT}
    </p>
  );
}

export function RemoteArea({ name, label }: { name: string; label: string }) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy caches its first (failed) result.
  const RemoteRoutes = useMemo(() => lazy(() => loader.load(name)), [loader, name, attempt]);
  const retry = useCallback(() => {
    loader.reset(name);
    setAttempt((n) => n + 1);
  }, [loader, name]);

  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteUnavailable area={label} onRetry={retry} />}>
      <Suspense fallback={<LoadingState />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
