// One federated area of the page: the remote's routes inside lazy + Suspense + an error
// boundary, with a Retry that forgets the failed load and tries again. On a prerendered page
// the Suspense boundary keeps the server's HTML on screen until the remote's code has loaded,
// then hydrates it: no fallback flashes in between.
import { lazy, Suspense, useCallback, useState } from 'react';
import { LOADING_TEXT, RemoteUnavailable } from 'mfe-shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { REMOTE_ROUTES_MODULE, useRemoteLoader } from './remote-loader';

export { LOADING_TEXT };

export function LoadingState() {
  return (
    <p role="status" style={{ padding: '2rem', textAlign: 'center' }}>
      {LOADING_TEXT}
    </p>
  );
}

/** An area stands for one remote module for its whole life: AppRoutes renders one per route. */
export function RemoteArea({ name, module = REMOTE_ROUTES_MODULE, label }: { name: string; module?: string; label: string }) {
  const loader = useRemoteLoader();
  // A new lazy component per attempt: React.lazy caches its first (failed) result. It lives in
  // state, made once per attempt, so every render of an attempt shows the same component.
  const [{ attempt, RemoteRoutes }, setLoad] = useState(() => ({ attempt: 0, RemoteRoutes: lazy(() => loader.load(name, module)) }));
  const retry = useCallback(() => {
    loader.reset(name);
    setLoad((last) => ({ attempt: last.attempt + 1, RemoteRoutes: lazy(() => loader.load(name, module)) }));
  }, [loader, name, module]);

  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteUnavailable area={label} onRetry={retry} />}>
      <Suspense fallback={<LoadingState />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
