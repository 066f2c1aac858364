import { BrowserRouter } from 'react-router-dom';
import { DataProvider, GlobalStyle, Toaster, TOAST_DURATION_MS, TOAST_POSITION, TOAST_VISIBLE } from 'mfe-shared';
import { SiteHeader } from '../features/header/site-header';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <BrowserRouter>
      <GlobalStyle />
      <DataProvider>
        <SiteHeader />
        <AppRoutes />
      </DataProvider>
      <Toaster position={TOAST_POSITION} duration={TOAST_DURATION_MS} visibleToasts={TOAST_VISIBLE} richColors closeButton />
    </BrowserRouter>
  );
}
