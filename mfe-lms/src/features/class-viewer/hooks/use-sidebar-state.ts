// §2/§4 sidebar: Ctrl/Cmd+B toggles it; open/collapsed persists in the cookie 'sidebar_state'
// for 604800 s (7 days). Below 768px it is an off-canvas sheet, closed until asked for.
import { useCallback, useContext, useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, SignedInDataContext } from 'mfe-shared';
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_SHORTCUT_KEY } from '../../../config/constants';
import { useMediaQuery } from '../../../lib/use-media-query';

/** Open unless the cookie says 'false'; `cookieHeader` defaults to the browser's cookies. */
export function readSidebarCookie(cookieHeader: string = document.cookie): boolean {
  const match = cookieHeader.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export function useSidebarState() {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  // On the page server (a signed-in render, decision 031) the request's cookie, as the page
  // server passed it: the browser's first render reads the same value from document.cookie.
  const fromServer = useContext(SignedInDataContext);
  const [open, setOpenState] = useState(() => (typeof document === 'undefined' ? fromServer?.cookies?.[SIDEBAR_COOKIE] !== 'false' : readSidebarCookie()));
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
