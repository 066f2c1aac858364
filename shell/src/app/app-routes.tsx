// SPEC §2: /lms/* belongs to the portal remote, every other path to the marketing remote
// (which owns the 404 page).
import { Route, Routes } from 'react-router-dom';
import { REMOTES, useAuthStore, useHydrated } from 'mfe-shared';
import { LoadingState, RemoteArea } from '../features/remotes/remote-area';

function LmsArea() {
  const checking = useAuthStore((state) => state.status === 'checking');
  // The portal is client-rendered (it is behind a login): the server sends §4's 'Loading...',
  // and hydration keeps it until React owns the page, then the portal loads.
  const hydrated = useHydrated();
  // §4: 'Loading...' while the current-user check runs.
  if (checking || !hydrated) return <LoadingState />;
  return <RemoteArea name={REMOTES.lms} label="learning portal" />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/lms/*" element={<LmsArea />} />
      <Route path="*" element={<RemoteArea name={REMOTES.marketing} label="page" />} />
    </Routes>
  );
}
