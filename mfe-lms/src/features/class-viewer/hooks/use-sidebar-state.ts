// §2/§4 sidebar: Ctrl/Cmd+B toggles it; open/collapsed persists in the cookie 'sidebar_state'
// for 604800 s (7 days). Below 768px it is an off-canvas sheet, closed until asked for.
import { useCallback, useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from 'mfe-shared';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_SHORTCUT_KEY } from '../../../config/constants';
import { useMediaQuery } from '../../../lib/use-media-query';

export function readSidebarCookie(): boolean {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export function useSidebarState() {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const [open, setOpenState] = useState(readSidebarCookie);
  const [sheetOpen, setSheetOpen] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setSheetOpen((o) => !o);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return { isMobile, open, sheetOpen, setSheetOpen, toggle };
}
