// The module this remote exposes: the /lms route tree (relative paths under the shell's /lms/*).
// §2/§6: not logged in, every /lms path shows the login/signup page. Tooltips open after
// 700 ms and skip the delay for 300 ms (§4); the sidebar sets its own 0 ms.
import * as Tooltip from '@radix-ui/react-tooltip';
import { Route, Routes } from 'react-router-dom';
import { RemoteRoot, selectIsLoggedIn, useAuthStore } from 'mfe-shared';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../config/constants';
import { LoginPage } from '../features/auth/login-page';
import { ClassViewerPage } from '../features/class-viewer/components/class-viewer-page';
import { CourseDetailsPage } from '../features/course-details/components/course-details-page';
import { CoursesPage } from '../features/courses/components/courses-page';
import { ErrorView } from '../components/error-view';
import { SupportPage } from '../features/support/support-page';

export default function LmsRoutes() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <RemoteRoot name={__APP_NAME__} version={__APP_VERSION__}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {loggedIn ? (
          <Routes>
            <Route index element={<CoursesPage />} />
            <Route path="course/:courseId" element={<CourseDetailsPage />} />
            <Route path="course/:courseId/classes/:courseStudentId" element={<ClassViewerPage />} />
            <Route path="support" element={<SupportPage />} />
            <Route
              path="*"
              element={
                <main id="main">
                  <ErrorView status={404} />
                </main>
              }
            />
          </Routes>
        ) : (
          <LoginPage />
        )}
      </Tooltip.Provider>
    </RemoteRoot>
  );
}
