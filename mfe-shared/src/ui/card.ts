// A bordered box on the page's surface (`mfe-shared/ui/card`): an order, the enrol panel, a
// profile section, the staff sign-in. A section by default; `as="article"` for a self-contained
// item in a list. Extend it (`styled(Card)`) for what only one screen needs. Its display would
// otherwise beat the browser's own rule for the `hidden` attribute, so a hidden Card says so
// itself (a panel that opens and closes, the public lead forms, stays a Card). `$tone="tinted"`
// puts it on the alternate surface, for a box that stands apart from the content around it (the
// portal's continue-learning cards, the back office's outbox status); `$tone="attention"` draws a
// box that asks for something before the reader goes on (the portal's e-mail verification, the
// back office's stale-record notice). The comment sits here, not in the CSS: a comment inside the
// template ships in every chunk that has a Card.
import styled from 'styled-components';
import { theme } from 'mfe-shared';

export type CardTone = 'plain' | 'tinted' | 'attention';

const BACKGROUND: Record<CardTone, string> = { plain: theme.color.surface, tinted: theme.color.surfaceAlt, attention: theme.color.attentionSurface };

export const Card = styled.section<{ $tone?: CardTone }>`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ $tone }) => ($tone === 'attention' ? theme.color.accent : theme.color.border)};
  border-radius: ${theme.radius.md};
  background: ${({ $tone = 'plain' }) => BACKGROUND[$tone]};
  h2 { margin: 0; }
  &[hidden] { display: none; }
`;
