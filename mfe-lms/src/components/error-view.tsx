// SPEC §2 "Error views by status": 400, 401, 403, 500 → status text plus 'Error'; 404 → an
// image and 'Sorry! Page you are looking for is not found!'; anything else → 'Some Generic
// Error'. A Retry appears where asking again can help.
import styled from 'styled-components';
import { ApiError, Button, theme } from 'mfe-shared';
import { GENERIC_ERROR_TEXT, NOT_FOUND_TEXT, STATUS_TEXTS } from '../config/texts';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding: 3rem 1rem;
  text-align: center;
  color: ${theme.color.text};
`;

export function errorHeading(status: unknown): string {
  if (typeof status === 'number' && STATUS_TEXTS[status]) return `${STATUS_TEXTS[status]} Error`;
  if (status === 404) return NOT_FOUND_TEXT;
  return GENERIC_ERROR_TEXT;
}

export function ErrorView({ status, onRetry }: { status: unknown; onRetry?: () => void }) {
  return (
    <Box role="alert">
      {status === 404 && (
        <svg role="img" aria-labelledby="lms-404-title" width="240" height="120" viewBox="0 0 240 120">
          <title id="lms-404-title">404 illustration</title>
          <rect width="240" height="120" rx="12" fill="#f3f6fb" />
          <text x="120" y="80" textAnchor="middle" fontSize="64" fontWeight="700" fill="#0b5cab">
            404
          </text>
        </svg>
      )}
      {typeof status === 'number' && STATUS_TEXTS[status] && <p>{status}</p>}
      <h1>{errorHeading(status)}</h1>
      {onRetry && (
        <Button type="button" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Box>
  );
}

/**
 * The portal's error view for a failed read (QueryState's renderError): SPEC §2's view for the
 * status; a 404 will not change by asking again, everything else may, so it gets a Retry.
 */
export function portalErrorView(error: unknown, onRetry: () => void) {
  const status = error instanceof ApiError ? error.status : undefined;
  return <ErrorView status={status} onRetry={status === 404 ? undefined : onRetry} />;
}
