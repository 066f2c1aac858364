import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { endSessionCheck, selectIsLoggedIn, useAuthStore } from 'mfe-shared';
import { isLmsPath } from '../../config/paths';
import { PortalHeader } from './portal-header';
import { PublicHeader } from './public-header';

/**
 * Picks the header: the portal's for a student inside /lms, the public one elsewhere. While the
 * start-up check of a stored token runs (SPEC §4), a portal page already shows the portal's
 * header: the server sent exactly that (docs/decisions/012-portal-first-paint.md), and a student
 * with a token is, almost always, signed in. Should the check fail, the visitor's header follows.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const checking = useAuthStore((state) => state.status === 'checking');
  // The answer is on the page (this commit): the visitor-only links may show again if they are
  // still there. A layout effect, so no frame paints between the two.
  useLayoutEffect(() => {
    if (!checking) endSessionCheck();
  }, [checking]);
  return (loggedIn || checking) && isLmsPath(pathname) ? <PortalHeader /> : <PublicHeader />;
}
