import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle, Toaster, TOAST_DURATION_MS, TOAST_POSITION, TOAST_VISIBLE } from 'mfe-shared';
import { SiteHeader } from '../features/header/site-header';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <BrowserRouter>
      <GlobalStyle />
      <SiteHeader />
      <AppRoutes />
      <Toaster position={TOAST_POSITION} duration={TOAST_DURATION_MS} visibleToasts={TOAST_VISIBLE} richColors closeButton />
    </BrowserRouter>
  );
}
