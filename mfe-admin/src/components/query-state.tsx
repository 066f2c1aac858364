// Loading and error states of a read: an error says what the API said and offers a retry.
import type { ReactNode } from 'react';
import { Button, errorMessage, LOADING_TEXT } from 'mfe-shared';

export function QueryState<T>({
  data,
  error,
  onRetry,
  children,
}: {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (error && data === undefined) {
    return (
      <div role="alert">
        <p>{errorMessage(error)}</p>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }
  if (data === undefined) return <p role="status">{LOADING_TEXT}</p>;
  return <>{children(data)}</>;
}
