// Card grids without orphans: auto-fit put 5 cards in 4 columns (4 + 1) and 4 in 3
// (3 + 1). Here a grid knows how many cards it holds; for each width it may take, it uses as
// many cards a row as fit, then balances the rows (5 → 3 + 2, never 4 + 1). When the rows
// cannot be equal (n and n - 1 cards), the grid has n × (n - 1) tracks and the cards span them,
// so every row still fills the width.
import { css } from 'styled-components';

export interface GridPlan {
  /** grid-template-columns: repeat(tracks, minmax(0, 1fr)) */
  tracks: number;
  /** tracks each card of a full row spans */
  span: number;
  /** tracks each card of the shorter rows at the end spans */
  lastSpan: number;
  /** how many cards sit in those shorter rows (0 when every row is full) */
  lastCount: number;
}

/** The balanced layout of `count` cards with at most `maxColumns` a row: 7 in 3 → 3 + 2 + 2, 8 in 3 → 2 + 2 + 2 + 2. */
export function gridPlan(count: number, maxColumns: number): GridPlan {
  const max = Math.max(1, Math.min(maxColumns, count));
  // Equal rows when that costs at most one column (8 in at most 3 → 2 × 4, not 3 + 3 + 2).
  for (const columns of [max, max - 1]) if (columns >= 1 && count % columns === 0) return { tracks: columns, span: 1, lastSpan: 1, lastCount: 0 };
  const rows = Math.ceil(count / max);
  const short = Math.floor(count / rows);
  const longRows = count % rows;
  if (longRows === 0) return { tracks: short, span: 1, lastSpan: 1, lastCount: 0 };
  // Rows of short + 1 first, then rows of short; tracks both divide.
  const tracks = short * (short + 1);
  return { tracks, span: short, lastSpan: short + 1, lastCount: (rows - longRows) * short };
}

const GAP_PX = 16;
const REM_PX = 16;

const toPx = (length: string) => (length.endsWith('rem') ? parseFloat(length) * REM_PX : parseFloat(length));

/** The width a grid needs before it may hold `columns` cards of at least `minCard` each. */
export const widthFor = (columns: number, minCardPx: number) => columns * minCardPx + (columns - 1) * GAP_PX;

const spansCards = (plan: GridPlan) => plan.span !== 1 || plan.lastCount > 0;

/** `setSpans`: a card span must be written (or reset, after a narrower step set one). */
function planCss(plan: GridPlan, setSpans: boolean) {
  return css`
    grid-template-columns: repeat(${plan.tracks}, minmax(0, 1fr));
    ${
      setSpans &&
      css`
      /* :nth-last-child(n) is every card, at the specificity of the rule below, so a wider
         step's plan overrides a narrower step's shorter-row spans instead of losing to them. */
      > :nth-last-child(n) { grid-column: span ${plan.span}; }
    `
    }
    ${plan.lastCount > 0 && css`> :nth-last-child(-n + ${plan.lastCount}) { grid-column: span ${plan.lastSpan}; }`}
  `;
}

/**
 * The grid's columns by the width of its own box (a container query on the wrapper), so a grid
 * beside a sidebar balances for the width it really has. One column below the first step.
 * Only what changes from one step to the next is written (the home page's CSS is on a budget).
 */
export function balancedColumns(count: number, minCard: string) {
  const minPx = toPx(minCard);
  const steps = [];
  let previous = gridPlan(count, 1);
  let spansSet = false;
  for (let columns = 2; columns <= count; columns++) {
    const plan = gridPlan(count, columns);
    if (plan.tracks === previous.tracks && plan.span === previous.span) continue;
    previous = plan;
    const setSpans = spansSet || spansCards(plan);
    spansSet ||= spansCards(plan);
    steps.push(css`
      @container (min-width: ${widthFor(columns, minPx)}px) {
        ${planCss(plan, setSpans)}
      }
    `);
  }
  return css`
    grid-template-columns: minmax(0, 1fr);
    ${steps}
  `;
}

/**
 * Cards a row for a grid whose length is data (the course listing): every card the same
 * width, so no row mixes narrow and wide cards. Full rows when that costs at most one column (9 in
 * at most 4 → 3 × 3); otherwise as many a row as fit, as long as the last row keeps at least two
 * (10 in 4 → 4 + 4 + 2, never 3 + 3 + 3 + 1); two a row when no wider choice avoids a lone card.
 */
export function uniformColumns(count: number, maxColumns: number): number {
  const max = Math.max(1, Math.min(maxColumns, count));
  for (const columns of [max, max - 1]) if (columns >= 1 && count % columns === 0) return columns;
  for (let columns = max; columns > 2; columns--) if (count % columns >= 2) return columns;
  return Math.min(2, max);
}

/** uniformColumns as container queries: one column below the first step, as balancedColumns. */
export function uniformGridColumns(count: number, minCard: string) {
  const minPx = toPx(minCard);
  const steps = [];
  let previous = 1;
  for (let columns = 2; columns <= count; columns++) {
    const tracks = uniformColumns(count, columns);
    if (tracks === previous) continue;
    previous = tracks;
    steps.push(css`
      @container (min-width: ${widthFor(columns, minPx)}px) {
        grid-template-columns: repeat(${tracks}, minmax(0, 1fr));
      }
    `);
  }
  return css`
    grid-template-columns: minmax(0, 1fr);
    ${steps}
  `;
}
