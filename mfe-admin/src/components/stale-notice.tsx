// A 409 on a stale version: the API's message and a way to load the record as it is now.
import styled from 'styled-components';
import { Button } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';

const Box = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  margin: 1rem 0;
  p { margin: 0; flex: 1 1 20rem; }
`;

export function StaleNotice({ message, onReload }: { message: string | null; onReload: () => void }) {
  if (!message) return null;
  return (
    <Box as="div" $tone="attention" role="alert">
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onReload}>
        Reload
      </Button>
    </Box>
  );
}
