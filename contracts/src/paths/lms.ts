// The portal's course endpoints (SPEC §7), beside `courses.ts`, `enrolment.ts`,
// `my-enrolments.ts` and `test-checkout.ts`, whose schemas describe their bodies. The shell
// prefetches `courses`, `enrolments`, `course` and `continue` with the very keys the portal's
// hooks ask for (decision 012), so both build them here.
import { apiRoute } from './route.ts';

export const lmsApi = {
  /** GET → coursesListResponseSchema. */
  courses: apiRoute('/lms/courses/list'),
  /** GET → myEnrolmentsResponseSchema. */
  enrolments: apiRoute('/lms/enrolments'),
  /** GET → courseDetailsResponseSchema. */
  course: apiRoute('/lms/course/:id'),
  /** GET ?coupon= → couponLookupResponseSchema. */
  coupon: apiRoute('/lms/course/:id/coupon'),
  /** POST {coupon} → joinResponseSchema. */
  join: apiRoute('/lms/course/:id/join'),
  /** PATCH paymentStatusRequest → paymentStatusResponseSchema. */
  paymentStatus: apiRoute('/lms/course/:id/payment/status'),
  /** GET → continueCourseResponseSchema. */
  continue: apiRoute('/lms/course/:id/continue/:courseStudentId'),
  /** GET → classDetailResponseSchema. */
  classDetail: apiRoute('/lms/course/:id/class/:classId'),
  /** PUT {status} → progressResponseSchema. */
  progress: apiRoute('/lms/course/:id/class/:classId/progress'),
  /** GET → quizOverviewResponseSchema: a QUIZ class's rules and the caller's attempts (decision 130). */
  quiz: apiRoute('/lms/course/:id/class/:classId/quiz'),
  /** POST {} → 201 quizAttemptResponseSchema: a new attempt, its questions without solutions. */
  quizAttempts: apiRoute('/lms/course/:id/class/:classId/quiz/attempts'),
  /** GET → quizResultResponseSchema once submitted, else quizAttemptResponseSchema. */
  quizAttempt: apiRoute('/lms/course/:id/class/:classId/quiz/attempts/:attemptId'),
  /** POST quizSubmitRequestSchema → quizResultResponseSchema; once, before the deadline. */
  quizSubmit: apiRoute('/lms/course/:id/class/:classId/quiz/attempts/:attemptId/submit'),
  /** GET → fileLinkResponseSchema: a signed link to one of the class's resources (decision 131). */
  classResourceLink: apiRoute('/lms/course/:id/class/:classId/resources/:resourceId/link'),
  /** GET → assignmentResponseSchema: an ASSIGNMENT class's instructions, due date and the caller's submissions (decision 134). */
  assignment: apiRoute('/lms/course/:id/class/:classId/assignment'),
  /** GET → fileLinkResponseSchema: the assignment's template. */
  assignmentTemplateLink: apiRoute('/lms/course/:id/class/:classId/assignment/template/link'),
  /** POST multipart `text` and up to ASSIGNMENT_LIMITS.files `files` → 201 submissionSchema. */
  assignmentSubmissions: apiRoute('/lms/course/:id/class/:classId/assignment/submissions'),
  /** GET → fileLinkResponseSchema: one file of the caller's own submission. */
  assignmentSubmissionFileLink: apiRoute('/lms/course/:id/class/:classId/assignment/submissions/:submissionId/files/:fileId/link'),
  /** GET ?token= a stored file through its signed link (no session: the token is the permission). */
  fileDownload: apiRoute('/files/download'),
  /** GET a question's uploaded image; its random id is the permission, as `<img>` sends no token (decision 132). */
  quizImage: apiRoute('/files/quiz-images/:courseId/:classId/:file'),
  // Live batches (decision 136).
  /** GET → courseBatchesResponseSchema: the course's open batches with seats left and the caller's membership. */
  courseBatches: apiRoute('/lms/course/:id/batches'),
  /** POST {} → 201 membershipSchema: a seat if one is left, else a waitlist place. */
  batchJoin: apiRoute('/lms/batches/:id/join'),
  /** GET → myBatchesResponseSchema: the caller's batches, each with its sessions. */
  myBatches: apiRoute('/lms/batches'),
  /** GET → upcomingSessionsResponseSchema: the next scheduled sessions of the caller's enrolled batches. */
  upcomingSessions: apiRoute('/lms/batches/upcoming'),
  /** POST {} → sessionJoinResponseSchema inside [start − 15 min, end]; 409 {detail} outside it. */
  sessionJoin: apiRoute('/lms/batches/:id/sessions/:sessionId/join'),
  /** POST {} → calendarFeedResponseSchema: a new personal feed link, replacing the last. */
  calendarFeed: apiRoute('/lms/batches/calendar-feed'),
  /** GET → text/calendar (METHOD:PUBLISH): every session of the token's owner's enrolled batches; no session, the token is the permission. */
  calendarFeedIcs: apiRoute('/calendar/:token/batches.ics'),
  // Certificates (decision 135).
  /** GET → courseReviewStatusSchema; PUT courseReviewInputSchema → courseReviewStatusSchema (decision 147). */
  courseReview: apiRoute('/lms/course/:id/review'),
  /** GET → myCertificatesResponseSchema: the caller's certificates, newest first. */
  certificates: apiRoute('/lms/certificates'),
  /** GET → certificateProgressResponseSchema: each enrolment's progress towards its certificate. */
  certificatesProgress: apiRoute('/lms/certificates/progress'),
  /** GET → application/pdf, the caller's own certificate (another's answers 404). */
  certificatePdf: apiRoute('/lms/certificates/:id/pdf'),
  // Mock interviews (decision 138).
  /** GET → myBookingsResponseSchema; POST mockInterviewBookingRequestSchema → 201 myBookingSchema (spends a credit). */
  bookings: apiRoute('/lms/bookings'),
  /** POST slotChoiceSchema → myBookingSchema; 409 after the cut-off. */
  bookingReschedule: apiRoute('/lms/bookings/:id/reschedule'),
  /** POST {} → myBookingSchema, the credit returned; 409 after the cut-off. */
  bookingCancel: apiRoute('/lms/bookings/:id/cancel'),
  /** POST (PAYMENT_PROVIDER=test only) → testCheckoutResponseSchema (decision 005). */
  testCheckout: apiRoute('/lms/payments/test-checkout'),
  /** GET → myServerAccessResponseSchema: the student's practice-server grants, without passwords (decision 150). */
  serverAccess: apiRoute('/lms/server-access'),
  /** POST {} → revealPasswordResponseSchema: the password of the caller's own active grant. */
  serverAccessReveal: apiRoute('/lms/server-access/:id/reveal'),
} as const;
