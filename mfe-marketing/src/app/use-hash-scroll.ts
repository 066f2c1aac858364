import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * In-site links such as /training#server-access ('Know More') must land on their section;
 * the router does not scroll, and a lazy page may render a moment after the URL changes,
 * so this looks for the target for up to a second. Without a hash a new page starts at the top.
 * The page the visitor landed on is the browser's business: it scrolled a prerendered page to
 * its #section itself, and a visitor who scrolled before hydration must not be sent back up.
 */
export function useHashScroll(): void {
  const { pathname, hash } = useLocation();
  const landed = useRef(true);
  useEffect(() => {
    const first = landed.current;
    landed.current = false;
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    if (first && (!id || document.getElementById(id))) return;
    if (!id) {
      if (window.scrollY > 0) window.scrollTo(0, 0);
      return;
    }
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 20) window.clearInterval(timer);
      target?.scrollIntoView?.({ block: 'start' });
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
}
