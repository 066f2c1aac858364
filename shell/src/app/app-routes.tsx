// SPEC §2: the runtime config's route map (decision 010) gives each path prefix to a remote —
// by default /lms/* to the portal — and every other path to the marketing remote (which owns
// the 404 page), so an unmapped /admin is the public site's 404.
import { Route, Routes } from 'react-router-dom';
import { FALLBACK_ROUTE, useAuthStore, useHydrated, type ResolvedRoute } from 'mfe-shared';
import { LoadingState, RemoteArea } from '../features/remotes/remote-area';
import { areaLabel, useRouteTable } from '../lib/route-map';

/**
 * An area behind a login whose remote the server renders (the portal, decision 012): the
 * visitor's page (the login) comes from the server's HTML and hydrates; a token holder's page
 * was painted as the signed-in shell with §4's 'Loading...', which stays until the check ends.
 */
function SessionArea({ route }: { route: ResolvedRoute }) {
  const checking = useAuthStore((state) => state.status === 'checking');
  if (checking) return <LoadingState />;
  return <RemoteArea name={route.remote} module={route.module} label={areaLabel(route.remote)} />;
}

/** An area behind a login without a server bundle (the back office): rendered in the browser only. */
function ClientArea({ route }: { route: ResolvedRoute }) {
  const checking = useAuthStore((state) => state.status === 'checking');
  // The server sends §4's 'Loading...', and hydration keeps it until React owns the page,
  // then the remote loads.
  const hydrated = useHydrated();
  // §4: 'Loading...' while the current-user check runs.
  if (checking || !hydrated) return <LoadingState />;
  return <RemoteArea name={route.remote} module={route.module} label={areaLabel(route.remote)} />;
}

function Area({ route }: { route: ResolvedRoute }) {
  if (route.render === 'client') return <ClientArea route={route} />;
  if (route.render === 'session') return <SessionArea route={route} />;
  return <RemoteArea name={route.remote} module={route.module} label={areaLabel(route.remote)} />;
}

export function AppRoutes() {
  const table = useRouteTable();
  return (
    <Routes>
      {/* react-router ranks the more specific of two nested prefixes first, as matchRoute does. */}
      {table.map((route) =>
        route.prefix === null ? null : <Route key={route.prefix} path={`${route.prefix}/*`} element={<Area key={route.prefix} route={route} />} />,
      )}
      <Route path="*" element={<RemoteArea name={FALLBACK_ROUTE.remote} label={areaLabel(FALLBACK_ROUTE.remote)} />} />
    </Routes>
  );
}
