// The loading and error states of a read (`mfe-shared/ui/query-state`; SPEC §8: "Class viewer and
// detail show a loading and error wrapper"). While loading: the screen's skeleton, or SPEC §4's
// "Loading..." as a status. On an error with nothing to show: an alert with a Retry, or the
// screen's own error view (the portal's by-status views of SPEC §2). Otherwise the content.
import type { ReactNode } from 'react';
import { Button, errorMessage, LOADING_TEXT } from 'mfe-shared';

export const RETRY_LABEL = 'Retry';

export type QueryStateProps<T> = {
  /** The read's data: loading while undefined (unless isLoading says otherwise), and handed to children. */
  data?: T;
  /** For a read whose data is not needed here, or that is loading although some data exists. */
  isLoading?: boolean;
  error: unknown;
  onRetry: () => void;
  /** The screen's outline while its data loads. */
  skeleton?: ReactNode;
  /** The screen's own error view; the default says what the API said, with a Retry. */
  renderError?: (error: unknown, onRetry: () => void) => ReactNode;
  children: (data: T) => ReactNode;
};

/** The default error view: the API's own words (its `detail`) and a Retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert">
      <p>{errorMessage(error)}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </div>
  );
}

export function QueryState<T>({ data, isLoading, error, onRetry, skeleton, renderError, children }: QueryStateProps<T>) {
  // Data already shown stays when a revalidation fails: the next success replaces it.
  if (error && data === undefined) return renderError ? renderError(error, onRetry) : <QueryError error={error} onRetry={onRetry} />;
  if (isLoading ?? data === undefined) {
    if (skeleton) return <>{skeleton}</>;
    return (
      <p role="status" style={{ padding: '2rem', textAlign: 'center' }}>
        {LOADING_TEXT}
      </p>
    );
  }
  return <>{children(data)}</>;
}
