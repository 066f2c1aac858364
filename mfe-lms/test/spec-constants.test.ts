// SPEC §4/§9 numbers that shape behaviour tested elsewhere only indirectly.
import { TOAST_DURATION_MS, TOAST_POSITION, TOAST_VISIBLE } from 'mfe-shared';
import { SIDEBAR_TOOLTIP_DELAY_MS, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../src/config/constants';

describe('SPEC §4/§9 constants', () => {
  it('toasts: 4000 ms, 3 visible, bottom-right', () => {
    expect([TOAST_DURATION_MS, TOAST_VISIBLE, TOAST_POSITION]).toEqual([4000, 3, 'bottom-right']);
  });

  it('tooltips: open after 700 ms (0 in the sidebar), skip delay 300 ms', () => {
    expect([TOOLTIP_DELAY_MS, SIDEBAR_TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 0, 300]);
  });
});
