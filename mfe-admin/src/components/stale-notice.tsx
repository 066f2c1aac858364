// A 409 on a stale version: the API's message and a way to load the record as it is now.
import styled from 'styled-components';
import { Button, theme } from 'mfe-shared';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  padding: 0.75rem 1rem;
  margin: 1rem 0;
  border: 2px solid ${theme.color.accent};
  border-radius: ${theme.radius.sm};
  background: #fffbeb;
  p { margin: 0; flex: 1 1 20rem; }
`;

export function StaleNotice({ message, onReload }: { message: string | null; onReload: () => void }) {
  if (!message) return null;
  return (
    <Box role="alert">
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onReload}>
        Reload
      </Button>
    </Box>
  );
}
