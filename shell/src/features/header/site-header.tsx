import { useLocation } from 'react-router-dom';
import { selectIsLoggedIn, useAuthStore } from 'mfe-shared';
import { isLmsPath } from '../../config/paths';
import { HeaderFrame } from './header-layout';
import { PortalHeader } from './portal-header';
import { PublicHeader } from './public-header';

/** Picks the header: the portal's for a student inside /lms, the public one elsewhere. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const checking = useAuthStore((state) => state.status === 'checking');
  // While the start-up check runs we do not know which header is right: show only the logo
  // rather than flashing the visitor's links at a signed-in student.
  if (checking) return <HeaderFrame />;
  return loggedIn && isLmsPath(pathname) ? <PortalHeader /> : <PublicHeader />;
}
