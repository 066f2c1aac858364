import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { authStore, DataProvider, Toaster, type User } from 'mfe-shared';
import AdminRoutes from '../src/app/admin-routes';

export const staff = (role: User['role'] = 'admin'): User => ({ id: 7, name: 'Meera Staff', email: 'meera@example.com', role });

/** Where the router is, and its history, for tests of state kept in the URL. */
export const router: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };

function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    router.location = location;
    router.navigate = navigate;
  }, [location, navigate]);
  return null;
}

/** The current URL's query, without the `?`. */
export const currentSearch = () => (router.location?.search ?? '').replace(/^\?/, '');

/** The back office as the shell mounts it, at `path`, for `user` (null: a visitor). */
export function renderAdmin(path: string, user: User | null = staff()) {
  if (user) {
    authStore.getState().setToken('staff-token');
    authStore.getState().setSession({ user, student: null });
  }
  return render(
    <MemoryRouter initialEntries={[path]}>
      <DataProvider>
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Routes>
      </DataProvider>
      <Toaster />
      <RouterProbe />
    </MemoryRouter>,
  );
}

export const page = <T,>(results: T[], total = results.length, pageSize = 25) => ({ results, total, page: 1, page_size: pageSize });
