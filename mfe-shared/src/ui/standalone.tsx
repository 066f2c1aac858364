// Runs a remote on its own page (npm run dev -w <remote>), so a team can develop and check it
// without the shell. Only development convenience: production pages always come from the shell.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/runtime-config';
import { bootstrapAuth } from '../auth/bootstrap-auth';
import { loadSettings } from '../config/load-settings';
import { GlobalStyle } from './global-style';
import { DataProvider } from '../data/data-provider';
import { Toaster, TOAST_DURATION_MS, TOAST_POSITION, TOAST_STYLE, TOAST_VISIBLE } from './toast';

export async function renderStandalone(routes: ReactNode): Promise<void> {
  await loadRuntimeConfig();
  void bootstrapAuth();
  void loadSettings();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <BrowserRouter>
      <GlobalStyle />
      <DataProvider>{routes}</DataProvider>
      <Toaster position={TOAST_POSITION} duration={TOAST_DURATION_MS} visibleToasts={TOAST_VISIBLE} style={TOAST_STYLE} />
    </BrowserRouter>,
  );
}
