import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { authStore, DataProvider, Toaster, type User } from 'mfe-shared';
import AdminRoutes from '../src/app/admin-routes';

export const staff = (role: User['role'] = 'admin'): User => ({ id: 7, name: 'Meera Staff', email: 'meera@example.com', role });

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
    </MemoryRouter>,
  );
}

export const page = <T,>(results: T[], total = results.length, pageSize = 25) => ({ results, total, page: 1, page_size: pageSize });
