import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { endSessionCheck, matchRoute, selectIsLoggedIn, useAuthStore } from 'mfe-shared';
import { isLmsPath } from '../../config/paths';
import { useRouteTable } from '../../lib/route-map';
import { PortalHeader } from './portal-header';
import { PublicHeader } from './public-header';
import { StaffHeader } from './staff-header';

/**
 * Picks the header: the staff header where the route map says so (the back office, decision
 * 014), the portal's for a student inside /lms, the public one elsewhere. While the
 * start-up check of a stored token runs (SPEC §4), a portal page already shows the portal's
 * header: the server sent exactly that (docs/decisions/012-portal-first-paint.md), and a student
 * with a token is, almost always, signed in. Should the check fail, the visitor's header follows.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const checking = useAuthStore((state) => state.status === 'checking');
  const route = matchRoute(pathname, useRouteTable());
  // The answer is on the page (this commit): the visitor-only links may show again if they are
  // still there. A layout effect, so no frame paints between the two.
  useLayoutEffect(() => {
    if (!checking) endSessionCheck();
  }, [checking]);
  if (route.header === 'staff' && route.prefix !== null) return <StaffHeader home={route.prefix} />;
  return (loggedIn || checking) && isLmsPath(pathname) ? <PortalHeader /> : <PublicHeader />;
}
