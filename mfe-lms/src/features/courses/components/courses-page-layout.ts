import styled from 'styled-components';
import { CardGrid } from '../../../components/card-grid';

/** §2: a three-column grid of cards (one column below 768px), balanced so no row is a lone card
 * (components/card-grid.ts); each card fills its row's height. */
export const Grid = styled(CardGrid)`
  margin: 1.5rem 0 0;
`;

/** Posters on the first screen load at once; the rest wait until they scroll near. */
export const CARDS_IN_FIRST_ROW = 3;
