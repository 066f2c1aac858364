// The portal's one grid plan for its grids of cards (the course list and
// "Continue learning"): SPEC §2's three columns on desktop, one below 768 px, and
// never an orphan. The last row is never a lone card: with n % 3 = 2 the last two cards share
// the row, with n % 3 = 1 (n ≥ 4) the last four make two rows of two, each card half a row wide.
// So every row reaches the grid's right edge (the layout guard's definition of "no orphan",
// e2e/support/layout-guards.ts) and a row's cards stretch to one height (grid items stretch).
// Package-local: the course list is the portal's first screen, and a shared sub-path entry would
// be one more federated chunk to fetch before it paints.
import styled, { css } from 'styled-components';
import { theme } from 'mfe-shared';

/** §2 "Three-column grid of cards". */
export const CARD_GRID_COLUMNS = 3;

/** Six tracks: a card spans two (a third of the row), or three (half) in a row of two. */
const balancedColumns = css`
  grid-template-columns: repeat(${CARD_GRID_COLUMNS * 2}, minmax(0, 1fr));
  > * { grid-column: span 2; }
  > :nth-last-child(2):nth-child(3n + 1),
  > :nth-last-child(2):nth-child(3n + 1) ~ *,
  > :nth-last-child(4):nth-child(3n + 1),
  > :nth-last-child(4):nth-child(3n + 1) ~ * { grid-column: span 3; }
`;

/** A list of cards; each item stretches to its row's height and its card fills it. */
export const CardGrid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  align-items: stretch;
  > li { display: flex; min-width: 0; }
  > li > * { flex: 1; }
  ${theme.media.desktop} { ${balancedColumns} }
`;
