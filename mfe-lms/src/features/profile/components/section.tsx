import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'mfe-shared/ui/card';

const Box = styled(Card)`
  padding: 1.25rem;
  h2 { font-size: 1.2rem; }
  p { margin: 0; }
  form { display: grid; gap: 0.5rem; max-width: 24rem; }
  form > button { justify-self: start; }
`;

/** A labelled region of the profile page: its heading names it for screen readers. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </Box>
  );
}
