// The module this remote exposes: the /admin route tree (relative paths under the shell's /admin/*).
// The gate: a visitor gets the sign-in form, a student the forbidden view, a trainer the reviews
// and the sessions of their batches,
// an editor the catalogue (courses, coupons) and the reviews, and an admin everything. The API checks the role again on
// every call (401/403); this only decides what to show.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LOADING_TEXT, RemoteRoot, useAuthStore } from 'mfe-shared';
import { Screen } from '../components/page';
import { ForbiddenPage, SignInPage, staffRole } from '../features/auth';
import { CouponEditorPage, CouponsPage } from '../features/coupons';
import { CourseEditorPage, CoursesPage } from '../features/courses';
import { OrdersPage } from '../features/orders';
import { SettingsPage } from '../features/settings';
import { SpeedPage } from '../features/speed';
import { StudentDetailPage, StudentsPage } from '../features/students';
import { AdminLayout } from './admin-layout';
import { NotFound } from './not-found';

// The lead inbox formats phones with libphonenumber-js's metadata (~20 KB gzip): it loads with
// that screen, not with every back-office page.
const LeadsPage = lazy(() => import('../features/leads').then((module) => ({ default: module.LeadsPage })));
const LeadPage = lazy(() => import('../features/leads').then((module) => ({ default: module.LeadPage })));
// Releases is an admin's occasional screen: its chunk loads only when opened.
const ReleasesPage = lazy(() => import('../features/releases').then((module) => ({ default: module.ReleasesPage })));
// A class's quiz and files are edited now and then, from the course's outline: each its own chunk.
const QuizEditorPage = lazy(() => import('../features/quizzes').then((module) => ({ default: module.QuizEditorPage })));
const ClassFilesPage = lazy(() => import('../features/class-resources').then((module) => ({ default: module.ClassFilesPage })));
const AssignmentEditorPage = lazy(() => import('../features/assignments').then((module) => ({ default: module.AssignmentEditorPage })));
const CourseTrainersPage = lazy(() => import('../features/course-trainers').then((module) => ({ default: module.CourseTrainersPage })));
// The trainers' desk (decision 133): the whole of a trainer's back office, a screen now and then for others.
const ReviewQueuePage = lazy(() => import('../features/reviews').then((module) => ({ default: module.ReviewQueuePage })));
const ReviewPage = lazy(() => import('../features/reviews').then((module) => ({ default: module.ReviewPage })));
const CourseReviewsPage = lazy(() => import('../features/course-reviews').then((module) => ({ default: module.CourseReviewsPage })));
const CompaniesPage = lazy(() => import('../features/companies').then((module) => ({ default: module.CompaniesPage })));
const CompanyPage = lazy(() => import('../features/companies').then((module) => ({ default: module.CompanyPage })));
const TrainerProfilesPage = lazy(() => import('../features/trainer-profiles').then((module) => ({ default: module.TrainerProfilesPage })));
// Certificates are looked up when a student or an employer asks: their own chunk.
// Events (decision 022): run a few times a month, their own chunk.
const EventsPage = lazy(() => import('../features/events').then((module) => ({ default: module.EventsPage })));
const EventEditorPage = lazy(() => import('../features/events').then((module) => ({ default: module.EventEditorPage })));
const CertificatesPage = lazy(() => import('../features/certificates').then((module) => ({ default: module.CertificatesPage })));
// Live batches (decision 136): admins plan them, trainers run the sessions of theirs; one chunk.
const BatchesPage = lazy(() => import('../features/batches').then((module) => ({ default: module.BatchesPage })));
const BatchEditorPage = lazy(() => import('../features/batches').then((module) => ({ default: module.BatchEditorPage })));
const BatchDetailPage = lazy(() => import('../features/batches').then((module) => ({ default: module.BatchDetailPage })));
const RosterPage = lazy(() => import('../features/batches').then((module) => ({ default: module.RosterPage })));
// The staff calendar (decision 030): its own chunk.
const CalendarPage = lazy(() => import('../features/calendar').then((module) => ({ default: module.CalendarPage })));

/** What a trainer, an editor and an admin share: the batches they run (the API narrows the list). */
const batchRoutes = (adminOnly: (element: ReactNode) => ReactNode) => [
  <Route key="batches" path="batches" element={lazyScreen(<BatchesPage />)} />,
  <Route key="new" path="batches/new" element={adminOnly(lazyScreen(<BatchEditorPage />))} />,
  <Route key="batch" path="batches/:batchId" element={lazyScreen(<BatchDetailPage />)} />,
  <Route key="edit" path="batches/:batchId/edit" element={adminOnly(lazyScreen(<BatchEditorPage />))} />,
  <Route key="roster" path="batches/:batchId/sessions/:sessionId/roster" element={lazyScreen(<RosterPage />)} />,
  <Route key="calendar" path="calendar" element={lazyScreen(<CalendarPage />)} />,
];

// Consultants' bookings and availability (decision 024): a screen now and then, its own chunk.
const BookingsPage = lazy(() => import('../features/bookings').then((module) => ({ default: module.BookingsPage })));
const AvailabilityPage = lazy(() => import('../features/bookings').then((module) => ({ default: module.AvailabilityPage })));

// The staff home (decision 027) and browser errors (decision 144): each its own chunk, and the
// home's charts a further one (recharts loads on the home only).
const HomePage = lazy(() => import('../features/home').then((module) => ({ default: module.HomePage })));
const PracticeServerPage = lazy(() => import('../features/practice-server').then((module) => ({ default: module.PracticeServerPage })));
const BrowserErrorsPage = lazy(() => import('../features/browser-errors').then((module) => ({ default: module.BrowserErrorsPage })));

const lazyScreen = (element: ReactNode) => <Suspense fallback={<p role="status">{LOADING_TEXT}</p>}>{element}</Suspense>;

function Gated() {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  if (status === 'checking') return <p role="status">{LOADING_TEXT}</p>;
  if (!user?.id) {
    return (
      <main id="main">
        <SignInPage />
      </main>
    );
  }
  const role = staffRole(user);
  if (!role) {
    return (
      <main id="main">
        <ForbiddenPage />
      </main>
    );
  }
  const adminOnly = (element: ReactNode) => (role === 'admin' ? element : <AdminsOnly />);
  return (
    <AdminLayout user={user} role={role}>
      {role === 'trainer' ? <TrainerScreens adminOnly={adminOnly} /> : <AdminScreens adminOnly={adminOnly} />}
    </AdminLayout>
  );
}

function AdminsOnly() {
  return (
    <Screen title="Admins only">
      <p>Your editor account runs the catalogue: courses and coupons. Ask an admin for this screen.</p>
    </Screen>
  );
}

/**
 * A trainer reviews the submissions of their courses (decision 133), runs the sessions of their
 * batches (decision 136) and, as a consultant, keeps their bookings and hours (decision 024).
 */
function TrainerScreens({ adminOnly }: { adminOnly: (element: ReactNode) => ReactNode }) {
  return (
    <Routes>
      <Route index element={<Navigate to="reviews" replace />} />
      <Route path="reviews" element={lazyScreen(<ReviewQueuePage />)} />
      <Route path="reviews/:submissionId" element={lazyScreen(<ReviewPage />)} />
      {batchRoutes(adminOnly)}
      <Route path="bookings" element={lazyScreen(<BookingsPage />)} />
      <Route path="availability" element={lazyScreen(<AvailabilityPage isAdmin={false} />)} />
      <Route path="*" element={<ReviewsOnly />} />
    </Routes>
  );
}

function ReviewsOnly() {
  return (
    <Screen title="Reviews only">
      <p>Your trainer account reviews the assignments of your courses and runs the sessions of your batches. Ask an admin for this screen.</p>
    </Screen>
  );
}

function AdminScreens({ adminOnly }: { adminOnly: (element: ReactNode) => ReactNode }) {
  return (
    <Routes>
      <Route index element={lazyScreen(<HomePage />)} />
      <Route path="courses" element={<CoursesPage />} />
      <Route path="courses/new" element={<CourseEditorPage />} />
      <Route path="courses/:courseId" element={<CourseEditorPage />} />
      <Route path="courses/:courseId/classes/:classId/quiz" element={lazyScreen(<QuizEditorPage />)} />
      <Route path="courses/:courseId/classes/:classId/files" element={lazyScreen(<ClassFilesPage />)} />
      <Route path="courses/:courseId/classes/:classId/assignment" element={lazyScreen(<AssignmentEditorPage />)} />
      <Route path="courses/:courseId/trainers" element={adminOnly(lazyScreen(<CourseTrainersPage />))} />
      <Route path="reviews" element={lazyScreen(<ReviewQueuePage />)} />
      <Route path="reviews/:submissionId" element={lazyScreen(<ReviewPage />)} />
      <Route path="course-reviews" element={lazyScreen(<CourseReviewsPage />)} />
      <Route path="trainers" element={lazyScreen(<TrainerProfilesPage />)} />
      <Route path="coupons" element={<CouponsPage />} />
      <Route path="coupons/new" element={<CouponEditorPage />} />
      <Route path="coupons/:couponId" element={<CouponEditorPage />} />
      <Route
        path="leads"
        element={adminOnly(
          <Suspense fallback={<p role="status">{LOADING_TEXT}</p>}>
            <LeadsPage />
          </Suspense>,
        )}
      />
      <Route path="leads/:leadId" element={adminOnly(lazyScreen(<LeadPage />))} />
      <Route path="events" element={adminOnly(lazyScreen(<EventsPage />))} />
      <Route path="events/new" element={adminOnly(lazyScreen(<EventEditorPage />))} />
      <Route path="events/:eventId" element={adminOnly(lazyScreen(<EventEditorPage />))} />
      <Route path="students" element={adminOnly(<StudentsPage />)} />
      <Route path="students/:studentId" element={adminOnly(<StudentDetailPage />)} />
      <Route path="orders" element={adminOnly(<OrdersPage />)} />
      <Route path="companies" element={adminOnly(lazyScreen(<CompaniesPage />))} />
      <Route path="companies/:companyId" element={adminOnly(lazyScreen(<CompanyPage />))} />
      <Route path="certificates" element={adminOnly(lazyScreen(<CertificatesPage />))} />
      {batchRoutes(adminOnly)}
      <Route path="bookings" element={adminOnly(lazyScreen(<BookingsPage />))} />
      <Route path="availability" element={adminOnly(lazyScreen(<AvailabilityPage isAdmin />))} />
      <Route path="practice-server" element={adminOnly(lazyScreen(<PracticeServerPage />))} />
      <Route path="settings" element={adminOnly(<SettingsPage />)} />
      <Route path="speed" element={adminOnly(<SpeedPage />)} />
      <Route path="browser-errors" element={adminOnly(lazyScreen(<BrowserErrorsPage />))} />
      <Route
        path="releases"
        element={adminOnly(
          <Suspense fallback={<p role="status">{LOADING_TEXT}</p>}>
            <ReleasesPage />
          </Suspense>,
        )}
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export default function AdminRoutes() {
  return (
    <RemoteRoot name={__APP_NAME__} version={__APP_VERSION__}>
      <Gated />
    </RemoteRoot>
  );
}
