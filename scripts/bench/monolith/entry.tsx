// The same site built as one application, no federation: the yardstick for what federation
// costs (npm run bench:bundle, bench:lighthouse). It composes what the shell composes
// (shell/src/bootstrap.tsx and app/app.tsx) and imports each remote's route tree directly
// where the shell loads it through federation. Route-level code splitting like the federated
// shell, so the comparison is between architectures, not between split and unsplit bundles.
// Plain client rendering: no prerendered HTML, no preload hints.
import { lazy, startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import {
  bootstrapAuth,
  DataProvider,
  GlobalStyle,
  LOADING_TEXT,
  loadRuntimeConfig,
  loadSettings,
  Toaster,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  TOAST_VISIBLE,
  useAuthStore,
} from 'mfe-shared';
import { SiteHeader } from '../../../shell/src/features/header/site-header';
import { startRealUserMonitoring } from '../../../shell/src/features/rum/real-user-monitoring';

const MarketingRoutes = lazy(() => import('../../../mfe-marketing/src/app/marketing-routes'));
const LmsRoutes = lazy(() => import('../../../mfe-lms/src/app/lms-routes'));

// The shell's LoadingState, restated: importing it from remote-area.tsx would pull the
// federation runtime into this bundle.
function LoadingState() {
  return (
    <p role="status" style={{ padding: '2rem', textAlign: 'center' }}>
      {LOADING_TEXT}
    </p>
  );
}

function LmsArea() {
  const checking = useAuthStore((state) => state.status === 'checking');
  return checking ? <LoadingState /> : <LmsRoutes />;
}

function App() {
  return (
    <BrowserRouter>
      <GlobalStyle />
      <DataProvider>
        <SiteHeader />
        <Suspense fallback={<LoadingState />}>
          <Routes>
            <Route path="/lms/*" element={<LmsArea />} />
            <Route path="*" element={<MarketingRoutes />} />
          </Routes>
        </Suspense>
      </DataProvider>
      <Toaster position={TOAST_POSITION} duration={TOAST_DURATION_MS} visibleToasts={TOAST_VISIBLE} richColors closeButton />
    </BrowserRouter>
  );
}

async function start() {
  const config = await loadRuntimeConfig();
  // The shell's real-user monitoring too: the same site, measured the same way.
  startRealUserMonitoring(config);
  void bootstrapAuth();
  void loadSettings();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App />));
}
void start();
