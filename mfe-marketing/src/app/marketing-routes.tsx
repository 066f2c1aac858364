// The module this remote exposes: every public route plus the 404 page, and the footer.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ContentHydrated, LOADING_TEXT, RemoteRoot } from 'mfe-shared';
import { PUBLIC_ROUTES } from '../config/public-routes';
import { CONSULTATION_PATH, MANAGE_BOOKING_PATH } from '../config/booking-paths';
import { SiteFooter } from '../features/footer/site-footer';
import { captureFirstTouch } from '../features/leads/first-touch';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PAGES } from './page-loaders';
import { useHashScroll } from './use-hash-scroll';

export const PAGE_LOADING_TEXT = LOADING_TEXT;

/** A certificate's verification page (decision 208): one page per certificate, so not a route of
 * public-routes.json (the sitemap's and the budgets' list); its chunk loads on this route only. */
export const CERTIFICATE_ROUTE = '/certificates/:id';
const CertificatePage = lazy(() => import('../features/certificates/certificate-page'));

/** A course's public page (decision 211): one page per published course, prerendered from the
 * page server's data like a certificate's; its chunk loads on this route only. */
export const COURSE_PAGE_ROUTE = '/courses/:slug';
const CoursePage = lazy(() => import('../features/course-pages/course-page'));

/** The free consultation booking and a visitor's manage page (decision 210): live slots, so not
 * prerendered routes of public-routes.json; each is its own chunk, loaded on its route only. */
const ConsultationPage = lazy(() => import('../features/bookings/consultation-page'));
const ManageBookingPage = lazy(() => import('../features/bookings/manage-booking-page'));

// As soon as this remote loads, before any in-site navigation can drop the landing URL's query.
if (typeof window !== 'undefined') captureFirstTouch();

function PageLoading() {
  // Keeps the footer below the fold while a page chunk loads (no layout shift into view).
  return (
    <p role="status" style={{ minHeight: '100vh', padding: '2rem', textAlign: 'center' }}>
      {PAGE_LOADING_TEXT}
    </p>
  );
}

export default function MarketingRoutes() {
  useHashScroll();
  return (
    <RemoteRoot name={__APP_NAME__} version={__APP_VERSION__} waitForContent>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {PUBLIC_ROUTES.map((route) => {
            const Page = PAGES[route.path]!;
            return <Route key={route.path} path={route.path} element={<Page />} />;
          })}
          <Route path={CERTIFICATE_ROUTE} element={<CertificatePage />} />
          <Route path={COURSE_PAGE_ROUTE} element={<CoursePage />} />
          <Route path={CONSULTATION_PATH} element={<ConsultationPage />} />
          <Route path={MANAGE_BOOKING_PATH} element={<ManageBookingPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
        <ContentHydrated />
      </Suspense>
      <SiteFooter />
    </RemoteRoot>
  );
}
