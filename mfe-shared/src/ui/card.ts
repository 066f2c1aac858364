// A bordered box on the page's surface (`mfe-shared/ui/card`): an order, the enrol panel, a
// profile section, the staff sign-in. A section by default; `as="article"` for a self-contained
// item in a list. Extend it (`styled(Card)`) for what only one screen needs.
import styled from 'styled-components';
import { theme } from 'mfe-shared';

export const Card = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  h2 { margin: 0; }
  /* Its display would otherwise beat the browser's own rule for the attribute: a panel that
     opens and closes (the public lead forms) stays a Card. */
  &[hidden] { display: none; }
`;
