import { act, fireEvent, screen, within } from '@testing-library/react';
import { PublicHeader } from '../src/features/header/public-header';
import { OFFERINGS_LABEL, OFFERINGS_OPEN_DELAY_MS, OFFERINGS_SKIP_DELAY_MS } from '../src/features/header/header-constants';
import { renderAt } from './render';

// jsdom has no PointerEvent: a MouseEvent carrying pointerType is what Radix reads.
// React derives pointerleave from pointerout, so leaving is a pointerout to the body.
const pointer = (type: 'pointermove' | 'pointerleave', element: Element) => {
  const name = type === 'pointerleave' ? 'pointerout' : type;
  const event = new MouseEvent(name, { bubbles: true, relatedTarget: type === 'pointerleave' ? document.body : null });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  fireEvent(element, event);
};
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const trigger = () => screen.getByRole('button', { name: OFFERINGS_LABEL });

describe('Offerings dropdown (SPEC §2)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens 200 ms after the pointer rests on it', () => {
    renderAt('/', <PublicHeader />);
    pointer('pointermove', trigger());
    advance(OFFERINGS_OPEN_DELAY_MS - 1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    advance(1);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /^Training/ })).toHaveAttribute('href', '/training');
    expect(within(nav).getByRole('link', { name: /^Staffing/ })).toHaveAttribute('href', '/staffing');
    expect(within(nav).getByRole('link', { name: /^Implementation/ })).toHaveAttribute('href', '/implementation');
  });

  it('skips the delay for 300 ms after closing, then waits again', () => {
    renderAt('/', <PublicHeader />);
    pointer('pointermove', trigger());
    advance(OFFERINGS_OPEN_DELAY_MS);
    pointer('pointerleave', trigger());
    advance(150); // Radix closes 150 ms after the pointer leaves
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    advance(OFFERINGS_SKIP_DELAY_MS - 200);
    pointer('pointermove', trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true'); // within the skip window: at once

    pointer('pointerleave', trigger());
    advance(150);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    advance(OFFERINGS_SKIP_DELAY_MS);
    pointer('pointermove', trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false'); // window over: the delay again
    advance(OFFERINGS_OPEN_DELAY_MS);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens at once on click and closes with Escape (keyboard)', () => {
    renderAt('/', <PublicHeader />);
    fireEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(trigger(), { key: 'Escape' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the SPEC §2 values', () => {
    expect([OFFERINGS_OPEN_DELAY_MS, OFFERINGS_SKIP_DELAY_MS]).toEqual([200, 300]);
  });
});
