// The loading and error wrapper of the detail and viewer pages (SPEC §8: "Class viewer and
// detail show a loading and error wrapper"; its wording is ours).
import type { ReactNode } from 'react';
import { ApiError, LOADING_TEXT } from 'mfe-shared';
import { ErrorView } from './error-view';

export { LOADING_TEXT };

/** @param skeleton the page's outline while its data loads (issue 17); the spec's text without one */
export function QueryState({
  isLoading,
  error,
  onRetry,
  skeleton,
  children,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  skeleton?: ReactNode;
  children: () => ReactNode;
}) {
  if (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    // A 404 will not change by asking again; everything else may.
    return <ErrorView status={status} onRetry={status === 404 ? undefined : onRetry} />;
  }
  if (isLoading) {
    if (skeleton) return <>{skeleton}</>;
    return (
      <p role="status" style={{ padding: '2rem', textAlign: 'center' }}>
        {LOADING_TEXT}
      </p>
    );
  }
  return <>{children()}</>;
}
