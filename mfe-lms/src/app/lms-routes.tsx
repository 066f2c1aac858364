// The module this remote exposes: the /lms route tree (relative paths under the shell's /lms/*).
// §2/§6: not logged in, every /lms path shows the login/signup page.
// Profile, Orders, My certificates, My batches, My bookings, Company (HR, decision 028) and the e-mail verification banner load as their own chunks, so
// the /lms entry (its byte budget) carries none of them.
// So do the login page (react-hook-form, Radix tabs), the course page (accordion,
// checkout dialog), the class viewer (tooltips, sidebar sheet) and support (accordion): the
// signed-in course list, where a student lands, loads none of those libraries. While a page's
// chunk arrives its own skeleton stands in, so nothing moves when it lands; a prerendered page
// (the login page) keeps its server HTML until then.
// First: zod's jitless mode before any screen creates a schema.
import './zod-jitless';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LOADING_TEXT, RemoteRoot, selectIsLoggedIn, useAuthStore } from 'mfe-shared';
import { CoursesPage } from '../features/courses/components/courses-page';
import { CourseDetailsSkeleton } from '../features/course-details/components/course-details-skeleton';
import { ClassViewerSkeleton } from '../features/class-viewer/components/class-viewer-skeleton';
import { ErrorView } from '../components/error-view';
import { Page } from 'mfe-shared/ui/page';
import { PageHead } from '../components/page-head';
import { TITLE_PARTS } from '../config/texts';
import { useBannerState } from '../features/account/verification-state';

const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const CourseDetailsPage = lazy(() => import('../features/course-details/components/course-details-page').then((m) => ({ default: m.CourseDetailsPage })));
const ClassViewerPage = lazy(() => import('../features/class-viewer/components/class-viewer-page').then((m) => ({ default: m.ClassViewerPage })));
const SupportPage = lazy(() => import('../features/support/support-page').then((m) => ({ default: m.SupportPage })));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const OrdersPage = lazy(() => import('../features/orders/orders-page'));
const CertificatesPage = lazy(() => import('../features/certificates/certificates-page'));
const ServerAccessPage = lazy(() => import('../features/server-access/server-access-page'));
const MyBatchesPage = lazy(() => import('../features/batches/my-batches-page'));
const BookingsPage = lazy(() => import('../features/bookings/bookings-page'));
const NewBookingPage = lazy(() => import('../features/bookings/new-booking-page'));
const CompanyPage = lazy(() => import('../features/company/company-page'));
const VerificationBanner = lazy(() => import('../features/account/verification-banner'));

function Lazy({ children, skeleton }: { children: ReactNode; skeleton?: ReactNode }) {
  return (
    <Suspense
      fallback={
        skeleton ?? (
          <p role="status" style={{ padding: '2rem', textAlign: 'center' }}>
            {LOADING_TEXT}
          </p>
        )
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
      {loggedIn ? (
        <>
          <Verification />
          <Routes>
            <Route index element={<CoursesPage />} />
            <Route
              path="course/:courseId"
              element={
                <Lazy
                  skeleton={
                    <Page id="main">
                      <CourseDetailsSkeleton />
                    </Page>
                  }
                >
                  <CourseDetailsPage />
                </Lazy>
              }
            />
            <Route
              path="course/:courseId/classes/:courseStudentId"
              element={
                <Lazy skeleton={<ClassViewerSkeleton />}>
                  <ClassViewerPage />
                </Lazy>
              }
            />
            <Route
              path="support"
              element={
                <Lazy>
                  <SupportPage />
                </Lazy>
              }
            />
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
              path="certificates"
              element={
                <Lazy>
                  <CertificatesPage />
                </Lazy>
              }
            />
            <Route
              path="server-access"
              element={
                <Lazy>
                  <ServerAccessPage />
                </Lazy>
              }
            />
            <Route
              path="batches"
              element={
                <Lazy>
                  <MyBatchesPage />
                </Lazy>
              }
            />
            <Route
              path="bookings"
              element={
                <Lazy>
                  <BookingsPage />
                </Lazy>
              }
            />
            <Route
              path="bookings/new"
              element={
                <Lazy>
                  <NewBookingPage />
                </Lazy>
              }
            />
            <Route
              path="company"
              element={
                <Lazy>
                  <CompanyPage />
                </Lazy>
              }
            />
            <Route
              path="company/:companyId"
              element={
                <Lazy>
                  <CompanyPage />
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
        <Lazy>
          <LoginPage />
        </Lazy>
      )}
    </RemoteRoot>
  );
}
