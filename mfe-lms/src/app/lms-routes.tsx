// The module this remote exposes: the /lms route tree (relative paths under the shell's /lms/*).
// §2/§6: not logged in, every /lms path shows the login/signup page.
import { Route, Routes } from 'react-router-dom';
import { RemoteRoot, selectIsLoggedIn, useAuthStore } from 'mfe-shared';
import { LoginPage } from '../features/auth/login-page';
import { CoursesPage } from '../features/courses/courses-page';

export default function LmsRoutes() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <RemoteRoot name={__APP_NAME__} version={__APP_VERSION__}>
      {loggedIn ? (
        <Routes>
          <Route index element={<CoursesPage />} />
          <Route path="*" element={<CoursesPage />} />
        </Routes>
      ) : (
        <LoginPage />
      )}
    </RemoteRoot>
  );
}
