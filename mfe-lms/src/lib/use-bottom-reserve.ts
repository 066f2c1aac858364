import { useLayoutEffect, type RefObject } from 'react';

/**
 * Reserves room at the bottom of the page for a bar fixed to the bottom of the screen, as long as
 * the bar is mounted: the body gets a bottom padding equal to the bar's height (followed as the
 * bar's height changes, e.g. when its text wraps), so the page's last content can scroll above
 * the bar instead of staying under it.
 */
export function useBottomReserve(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const reserve = () => {
      body.style.paddingBottom = `${Math.ceil(bar.getBoundingClientRect().height)}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [ref]);
}
