import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';

const Box = styled(Card)`
  padding: 1.25rem;
  h2 { font-size: 1.2rem; }
  p { margin: 0; }
  form { display: grid; gap: 0.5rem; max-width: 24rem; }
  form > button { justify-self: start; }
  input { padding: 0.6rem; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; font: inherit; }
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
