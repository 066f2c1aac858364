// A bordered box on the page's surface (`mfe-shared/ui/card`): an order, the enrol panel, a
// profile section, the staff sign-in. A section by default; `as="article"` for a self-contained
// item in a list. Extend it (`styled(Card)`) for what only one screen needs. Its display would
// otherwise beat the browser's own rule for the `hidden` attribute, so a hidden Card says so
// itself (a panel that opens and closes, the public lead forms, stays a Card). `$tone="tinted"`
// puts it on the alternate surface, for a box that stands apart from the content around it (the
// portal's continue-learning cards, the back office's outbox status). The comment sits here, not
// in the CSS: a comment inside the template ships in every chunk that has a Card.
import styled from 'styled-components';
import { theme } from 'mfe-shared';

export type CardTone = 'plain' | 'tinted';

export const Card = styled.section<{ $tone?: CardTone }>`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${({ $tone }) => ($tone === 'tinted' ? theme.color.surfaceAlt : theme.color.surface)};
  h2 { margin: 0; }
  &[hidden] { display: none; }
`;
