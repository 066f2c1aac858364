// What a person sees where a remote (a part of the site deployed on its own) failed to load.
import styled from 'styled-components';
import { Button } from './button';
import { theme } from './theme';

export const REMOTE_UNAVAILABLE_TITLE = 'This part of the site is temporarily unavailable.';

const Box = styled.section`
  max-width: 40rem;
  margin: 3rem auto;
  padding: 2rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  text-align: center;
`;

export function RemoteUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <Box role="alert" aria-live="assertive">
      <h1>{REMOTE_UNAVAILABLE_TITLE}</h1>
      <p>The {area} could not be loaded. Check your connection and try again; the rest of the site keeps working.</p>
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
