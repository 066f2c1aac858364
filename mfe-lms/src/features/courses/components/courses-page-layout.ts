import styled from 'styled-components';
import { theme } from 'mfe-shared';

/** §2: a three-column grid of cards (one column below 768px); each card fills its row's height.
 * The page marks it data-open-ended: as many cards as courses, so the layout guard allows a short last row. */
export const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 1.5rem 0 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.5rem;
  align-items: stretch;
  > li { display: flex; min-width: 0; }
  > li > * { flex: 1; }
  ${theme.media.mobile} { grid-template-columns: 1fr; }
`;

/** Posters on the first screen load at once; the rest wait until they scroll near. */
export const CARDS_IN_FIRST_ROW = 3;
