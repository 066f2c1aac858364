import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authStore, DataProvider, Toaster } from 'mfe-shared';
import LmsRoutes from '../src/app/lms-routes';
import { student } from './fixtures';

/** The portal as the shell mounts it, for a signed-in student (or the session given), at `path`. */
export function renderPortal(path: string, session: ReturnType<typeof student> = student()) {
  authStore.getState().setToken('tok');
  authStore.getState().setSession(session);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DataProvider>
        <Routes>
          <Route path="/lms/*" element={<LmsRoutes />} />
        </Routes>
      </DataProvider>
      <Toaster />
    </MemoryRouter>,
  );
}

/** The portal for a visitor (no token, no user): every /lms path shows the login page (§2/§6). */
export function renderPortalAsVisitor(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DataProvider>
        <Routes>
          <Route path="/lms/*" element={<LmsRoutes />} />
        </Routes>
      </DataProvider>
      <Toaster />
    </MemoryRouter>,
  );
}
