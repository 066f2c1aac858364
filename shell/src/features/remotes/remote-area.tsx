// One federated area of the page: loadRemote inside lazy + Suspense + an error boundary,
// with a Retry that forgets the failed load and tries again.
import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { LOADING_TEXT, RemoteUnavailable } from 'mfe-shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { resetRemote } from './register-remotes';

export const REMOTE_ROUTES_MODULE = 'routes';
export { LOADING_TEXT };

type RoutesModule = { default: ComponentType };

function lazyRemoteRoutes(name: string) {
  return lazy(async () => {
    const module = await loadRemote<RoutesModule>(`${name}/${REMOTE_ROUTES_MODULE}`);
    if (!module?.default) throw new Error(`${name} exposes no routes component`);
    return module;
  });
}

export function LoadingState() {
  return (
    <p role="status" style={{ padding: '2rem', textAlign: 'center' }}>
      {LOADING_TEXT}
    </p>
  );
}

export function RemoteArea({ name, label }: { name: string; label: string }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy caches its first (failed) result.
  const RemoteRoutes = useMemo(() => lazyRemoteRoutes(name), [name, attempt]);
  const retry = useCallback(() => {
    resetRemote(name);
    setAttempt((n) => n + 1);
  }, [name]);

  return (
    <RemoteErrorBoundary key={attempt} fallback={() => <RemoteUnavailable area={label} onRetry={retry} />}>
      <Suspense fallback={<LoadingState />}>
        <RemoteRoutes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
