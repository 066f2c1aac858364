import { gridPlan, uniformColumns, widthFor } from '../src/components/grid-plan';

/** The cards a row, as the browser would place them under a plan. */
function rows(count: number, maxColumns: number): number[] {
  const plan = gridPlan(count, maxColumns);
  const result: number[] = [];
  let used = plan.tracks;
  for (let i = 0; i < count; i++) {
    const span = i >= count - plan.lastCount ? plan.lastSpan : plan.span;
    if (used + span > plan.tracks) {
      result.push(0);
      used = 0;
    }
    result[result.length - 1]! += 1;
    used += span;
  }
  return result;
}

describe('balanced card grids (no orphans)', () => {
  it('the reported cases: 5 cards never 4 + 1, 4 cards never 3 + 1', () => {
    expect(rows(5, 4)).toEqual([3, 2]);
    expect(rows(4, 3)).toEqual([2, 2]);
    expect(rows(4, 4)).toEqual([4]);
    expect(rows(5, 5)).toEqual([5]);
    expect(rows(11, 4)).toEqual([4, 4, 3]);
    expect(rows(7, 3)).toEqual([3, 2, 2]);
    expect(rows(8, 3)).toEqual([2, 2, 2, 2]);
    expect(rows(9, 3)).toEqual([3, 3, 3]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12])('%i cards: every row fills the width and rows differ by at most one card', (count) => {
    for (let max = 1; max <= 6; max++) {
      const plan = gridPlan(count, max);
      const placed = rows(count, max);
      expect(placed.reduce((a, b) => a + b, 0)).toBe(count);
      expect(placed[0]).toBeLessThanOrEqual(max);
      // Each row's spans add up to the track count: no hole at the end of any row.
      let card = 0;
      for (const inRow of placed) {
        const span = card >= count - plan.lastCount ? plan.lastSpan : plan.span;
        expect(inRow * span).toBe(plan.tracks);
        card += inRow;
      }
      expect(Math.max(...placed) - Math.min(...placed)).toBeLessThanOrEqual(1);
    }
  });

  it('a grid takes a column only when every card keeps its minimum width', () => {
    expect(widthFor(1, 240)).toBe(240);
    expect(widthFor(3, 240)).toBe(3 * 240 + 2 * 16);
  });
});

describe('uniform course grids (no row of narrow cards above rows of wide ones)', () => {
  const rowsOf = (count: number, columns: number) => Array.from({ length: Math.ceil(count / columns) }, (_, i) => Math.min(columns, count - i * columns));

  it('the reported case: 10 courses four a row are 4 + 4 + 2 cards of one width, not 4 narrow then 3 + 3 wide', () => {
    expect(rowsOf(10, uniformColumns(10, 4))).toEqual([4, 4, 2]);
    expect(rowsOf(9, uniformColumns(9, 4))).toEqual([3, 3, 3]);
    expect(rowsOf(9, uniformColumns(9, 2))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(rowsOf(7, uniformColumns(7, 4))).toEqual([4, 3]);
  });

  it.each(Array.from({ length: 16 }, (_, i) => i + 1))('%i courses: never more a row than fit, never a lone card under rows of three or more', (count) => {
    for (let max = 1; max <= 6; max++) {
      const columns = uniformColumns(count, max);
      expect(columns).toBeGreaterThanOrEqual(1);
      expect(columns).toBeLessThanOrEqual(Math.max(1, Math.min(max, count)));
      const rows = rowsOf(count, columns);
      if (columns > 2 && rows.length > 1) expect(rows.at(-1)).toBeGreaterThanOrEqual(2);
    }
  });
});
