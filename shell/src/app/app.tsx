import { BrowserRouter } from 'react-router-dom';
import { DataProvider, GlobalStyle, Toaster, TOAST_DURATION_MS, TOAST_POSITION, TOAST_STYLE, TOAST_VISIBLE } from 'mfe-shared';
import { SiteHeader } from '../features/header/site-header';
import { federationLoader } from '../features/remotes/federation-loader';
import { RemoteLoaderContext } from '../features/remotes/remote-loader';
import { AppRoutes } from './app-routes';

/** Everything inside the router: the same tree in the browser and in the server render. */
export function AppShell() {
  return (
    <>
      <GlobalStyle />
      <DataProvider>
        <SiteHeader />
        <AppRoutes />
      </DataProvider>
      <Toaster position={TOAST_POSITION} duration={TOAST_DURATION_MS} visibleToasts={TOAST_VISIBLE} richColors closeButton style={TOAST_STYLE} />
    </>
  );
}

export function App() {
  return (
    <RemoteLoaderContext.Provider value={federationLoader}>
      <BrowserRouter>
        <AppShell />
      </BrowserRouter>
    </RemoteLoaderContext.Provider>
  );
}
