// The module this remote exposes: the /lms route tree (relative paths under the shell's /lms/*).
// §2/§6: not logged in, every /lms path shows the login/signup page. Tooltips open after
// 700 ms and skip the delay for 300 ms (§4); the sidebar sets its own 0 ms.
// Issue 16: Profile, Orders and the e-mail verification banner load as their own chunks, so
// the /lms entry (its byte budget) carries none of them.
import { lazy, Suspense, type ReactNode } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Route, Routes } from 'react-router-dom';
import { LOADING_TEXT, RemoteRoot, selectIsLoggedIn, useAuthStore } from 'mfe-shared';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../config/constants';
import { LoginPage } from '../features/auth/login-page';
import { ClassViewerPage } from '../features/class-viewer/components/class-viewer-page';
import { CourseDetailsPage } from '../features/course-details/components/course-details-page';
import { CoursesPage } from '../features/courses/components/courses-page';
import { ErrorView } from '../components/error-view';
import { PageHead } from '../components/page-head';
import { TITLE_PARTS } from '../config/texts';
import { SupportPage } from '../features/support/support-page';
import { useBannerState } from '../features/account/verification-state';

const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const VerificationBanner = lazy(() => import('../features/account/verification-banner'));

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" style={{ padding: '2rem', textAlign: 'center' }}>
          {LOADING_TEXT}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** Above every portal page while the student's address is unverified and not dismissed. */
function Verification() {
  const email = useAuthStore((state) => (state.user?.email_verified === false ? state.user.email : null));
  const dismissed = useBannerState((state) => state.dismissed);
  if (!email || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <VerificationBanner email={email} />
    </Suspense>
  );
}

export default function LmsRoutes() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return (
    <RemoteRoot name={__APP_NAME__} version={__APP_VERSION__}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {loggedIn ? (
          <>
            <Verification />
            <Routes>
              <Route index element={<CoursesPage />} />
              <Route path="course/:courseId" element={<CourseDetailsPage />} />
              <Route path="course/:courseId/classes/:courseStudentId" element={<ClassViewerPage />} />
              <Route path="support" element={<SupportPage />} />
              <Route
                path="profile"
                element={
                  <Lazy>
                    <ProfilePage />
                  </Lazy>
                }
              />
              <Route
                path="orders"
                element={
                  <Lazy>
                    <OrdersPage />
                  </Lazy>
                }
              />
              <Route
                path="*"
                element={
                  <main id="main">
                    <PageHead parts={[TITLE_PARTS.notFound]} />
                    <ErrorView status={404} />
                  </main>
                }
              />
            </Routes>
          </>
        ) : (
          <LoginPage />
        )}
      </Tooltip.Provider>
    </RemoteRoot>
  );
}
