// The same site built as one application, no federation: the yardstick for what federation
// costs (npm run bench:bundle). Route-level code splitting like the federated shell, so the
// comparison is between architectures, not between split and unsplit bundles.
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { bootstrapAuth, GlobalStyle, loadRuntimeConfig, Toaster } from 'mfe-shared';
import { SiteHeader } from '../../../shell/src/features/header/site-header';
import { LoadingState } from '../../../shell/src/features/remotes/remote-area';

const MarketingRoutes = lazy(() => import('../../../mfe-marketing/src/app/marketing-routes'));
const LmsRoutes = lazy(() => import('../../../mfe-lms/src/app/lms-routes'));

async function start() {
  await loadRuntimeConfig();
  void bootstrapAuth();
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <GlobalStyle />
      <SiteHeader />
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route path="/lms/*" element={<LmsRoutes />} />
          <Route path="*" element={<MarketingRoutes />} />
        </Routes>
      </Suspense>
      <Toaster />
    </BrowserRouter>,
  );
}
void start();
