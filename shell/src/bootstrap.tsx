import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authStore, bootstrapAuth, loadRuntimeConfig, matchRoute, portalPrefetchPaths, prefetchApi } from 'mfe-shared';
import { App } from './app/app';
import { federationLoader } from './features/remotes/federation-loader';
import { registerAppRemotes } from './features/remotes/register-remotes';
import { warmRouteShared } from './features/remotes/warm-route-shared';
import { startRealUserMonitoring } from './features/rum/real-user-monitoring';
import { routeTableOf } from './lib/route-map';
import { adoptSiteData, isPrerendered } from './prerendered';

function mount(container: HTMLElement, app: ReactNode) {
  if (isPrerendered()) {
    // The page is already on screen: React adopts the server's DOM instead of replacing it.
    // Boundaries whose remote code has not arrived keep their HTML until it does. In a
    // transition, hydration yields to the browser every few milliseconds (TBT).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error) {
          // A mismatch is a bug (a test listens for this), never something to hide.
          console.error('[hydration]', error);
        },
      });
    });
    return;
  }
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, instead
  // of one long task: the page stays responsive while a large route renders (TBT).
  startTransition(() => root.render(app));
}

async function start() {
  const config = await loadRuntimeConfig();
  registerAppRemotes(config);
  // Before any remote loads, so a failure on the way is reported too.
  startRealUserMonitoring(config);
  void bootstrapAuth();
  // A token holder on a page behind the login: what the page needs once §4's check finds the
  // user (the remote's code, the page's first reads) starts now, alongside the check, instead of
  // after it. Nothing is shown before the check has answered.
  const route = matchRoute(location.pathname, routeTableOf(config));
  warmRouteShared(route.remote);
  if (route.render !== 'server' && authStore.getState().status === 'checking') {
    federationLoader.load(route.remote, route.module).catch(() => undefined); // its area reports a failure
    prefetchApi(portalPrefetchPaths(location.pathname));
  }
  // A page the server rendered for this student (decision 031): its remote hydrates it. The store
  // holds a user this early only when it started from that page's embedded data (auth-store.ts),
  // so the data is not parsed again here. Its answers are the screens' first data (useApi's
  // fallback, not revalidated on mount), and only that: as prefetch slots they answered the
  // revalidation a join or a payment asks for with the old page (decision 036, 2026-11-29 11:00).
  if (route.render === 'session' && authStore.getState().user) {
    federationLoader.load(route.remote, route.module).catch(() => undefined);
  }
  adoptSiteData();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  mount(container, <App />);
}

void start();
