// The back office's endpoints (decision 112), beside `admin/*.ts`, whose schemas describe each
// body. Lists take their sort, page and filters as the query.
import { apiRoute } from './route.ts';

export const adminApi = {
  courses: apiRoute('/admin/courses'),
  course: apiRoute('/admin/courses/:id'),
  courseOutline: apiRoute('/admin/courses/:id/outline'),
  coursePublish: apiRoute('/admin/courses/:id/publish'),
  courseUnpublish: apiRoute('/admin/courses/:id/unpublish'),
  courseArchive: apiRoute('/admin/courses/:id/archive'),
  courseRestore: apiRoute('/admin/courses/:id/restore'),
  /** GET → adminQuizSchema; PUT quizUpdateSchema → adminQuizSchema (decision 130). */
  classQuiz: apiRoute('/admin/courses/:id/classes/:classId/quiz'),
  /** POST multipart `file` (PNG, JPEG, WebP or GIF by content, ≤ 5 MB) → 201 quizImageUploadResponseSchema (decision 132). */
  classQuizImages: apiRoute('/admin/courses/:id/classes/:classId/quiz/images'),
  /** GET → adminClassResourceListSchema; POST multipart `file` → adminClassResourceSchema (decision 131). */
  classResources: apiRoute('/admin/courses/:id/classes/:classId/resources'),
  /** DELETE → 204. */
  classResource: apiRoute('/admin/courses/:id/classes/:classId/resources/:resourceId'),
  /** GET → fileLinkResponseSchema. */
  classResourceLink: apiRoute('/admin/courses/:id/classes/:classId/resources/:resourceId/link'),
  /** GET → adminAssignmentSchema; PUT assignmentUpdateSchema → adminAssignmentSchema (decision 134). */
  classAssignment: apiRoute('/admin/courses/:id/classes/:classId/assignment'),
  /** POST multipart `file` → adminAssignmentSchema; DELETE → adminAssignmentSchema without it. */
  classAssignmentTemplate: apiRoute('/admin/courses/:id/classes/:classId/assignment/template'),
  /** GET → fileLinkResponseSchema. */
  classAssignmentTemplateLink: apiRoute('/admin/courses/:id/classes/:classId/assignment/template/link'),
  /** GET → courseTrainerListSchema (decision 133). */
  courseTrainers: apiRoute('/admin/courses/:id/trainers'),
  /** PUT → 200 courseTrainerListSchema (idempotent); DELETE → 200 courseTrainerListSchema. */
  courseTrainer: apiRoute('/admin/courses/:id/trainers/:userId'),
  /** GET adminCourseReviewQuerySchema → adminCourseReviewListSchema: students' course reviews by status (decision 147). */
  courseReviews: apiRoute('/admin/course-reviews'),
  /** POST courseReviewModerationSchema → adminCourseReviewSchema; 409 when the review changed. */
  courseReviewModeration: apiRoute('/admin/course-reviews/:id/moderation'),
  /** GET → adminTrainerListSchema: trainers and editors with their public profiles (decision 147). */
  trainers: apiRoute('/admin/trainers'),
  /** PUT trainerProfileInputSchema → adminTrainerProfileSchema. */
  trainerProfile: apiRoute('/admin/trainers/:userId/profile'),
  /** POST multipart `file` (PNG, JPEG or WebP by content, ≤ 2 MB) → adminTrainerProfileSchema. */
  trainerPhoto: apiRoute('/admin/trainers/:userId/profile/photo'),
  /** GET reviewQueueQuerySchema → reviewQueueResponseSchema: submissions waiting, oldest first, of the caller's courses. */
  reviews: apiRoute('/admin/reviews'),
  /** GET → reviewDetailSchema, with signed links to the files. */
  review: apiRoute('/admin/reviews/:submissionId'),
  /** POST reviewDecisionSchema → reviewDetailSchema; 409 once decided. */
  reviewDecision: apiRoute('/admin/reviews/:submissionId/decision'),
  /** GET → completionRulesSchema; PUT completionRulesUpdateSchema → completionRulesSchema (decision 135). */
  courseCompletionRules: apiRoute('/admin/courses/:id/completion-rules'),
  /** GET adminCertificateQuerySchema → adminCertificateListSchema (decision 135). */
  certificates: apiRoute('/admin/certificates'),
  /** POST certificateRevokeSchema → adminCertificateSchema. */
  certificateRevoke: apiRoute('/admin/certificates/:id/revoke'),
  /** POST {} → adminCertificateSchema: the certificate mail queued again. */
  certificateResend: apiRoute('/admin/certificates/:id/resend'),
  /** GET → application/pdf, any certificate (revoked ones too). */
  certificatePdf: apiRoute('/admin/certificates/:id/pdf'),
  /** GET → adminEventListResponseSchema; POST eventInputSchema → 201 adminEventSchema (decision 137). */
  events: apiRoute('/admin/events'),
  /** GET → adminEventSchema; PUT eventUpdateSchema → adminEventSchema. */
  event: apiRoute('/admin/events/:id'),
  /** GET → adminEventRegistrationListSchema. */
  eventRegistrations: apiRoute('/admin/events/:id/registrations'),
  /** PUT attendanceUpdateSchema → adminEventRegistrationSchema. */
  eventRegistrationAttendance: apiRoute('/admin/events/:id/registrations/:registrationId/attendance'),
  /** POST attendanceImportSchema → attendanceImportResponseSchema. */
  eventAttendanceImport: apiRoute('/admin/events/:id/attendance'),
  /** POST {} → replaySendResponseSchema: each no-show gets the replay once. */
  eventReplay: apiRoute('/admin/events/:id/replay'),
  // Live batches (decision 136).
  /** GET ?course_id= → adminBatchListSchema; POST batchCreateSchema → 201 adminBatchDetailSchema (sessions generated). */
  batches: apiRoute('/admin/batches'),
  /** GET → adminBatchDetailSchema (admin or the batch's trainer); PUT batchUpdateSchema → adminBatchDetailSchema (future sessions regenerated). */
  batch: apiRoute('/admin/batches/:id'),
  /** POST sessionInputSchema → 201 adminSessionSchema: a session outside the timetable. */
  batchSessions: apiRoute('/admin/batches/:id/sessions'),
  /** PUT sessionInputSchema → adminSessionSchema: moved, sequence + 1. */
  batchSession: apiRoute('/admin/batches/:id/sessions/:sessionId'),
  /** POST {} → adminSessionSchema: cancelled, sequence + 1. */
  batchSessionCancel: apiRoute('/admin/batches/:id/sessions/:sessionId/cancel'),
  /** GET → rosterSchema; PUT attendanceMarksSchema → rosterSchema. */
  batchSessionRoster: apiRoute('/admin/batches/:id/sessions/:sessionId/roster'),
  /** PUT recordingInputSchema → adminSessionSchema. */
  batchSessionRecording: apiRoute('/admin/batches/:id/sessions/:sessionId/recording'),
  /** POST memberAddSchema → adminBatchDetailSchema: a seat if one is left, else the waitlist. */
  batchMembers: apiRoute('/admin/batches/:id/members'),
  /** DELETE → adminBatchDetailSchema: removed (seat or waitlist place freed). */
  batchMember: apiRoute('/admin/batches/:id/members/:studentId'),
  /** POST {} → adminBatchDetailSchema: a waitlisted student takes a seat; 409 when the batch is full. */
  batchMemberPromote: apiRoute('/admin/batches/:id/members/:studentId/promote'),
  /** GET → text/csv: every session's attendance (ATTENDANCE_CSV_COLUMNS). */
  batchAttendanceCsv: apiRoute('/admin/batches/:id/attendance.csv'),
  coupons: apiRoute('/admin/coupons'),
  coupon: apiRoute('/admin/coupons/:id'),
  /** GET ?entity=&entity_id= → auditListResponseSchema. */
  audit: apiRoute('/admin/audit'),
  leads: apiRoute('/admin/leads'),
  /** GET → adminLeadDetailSchema (the lead, its duplicates, student account and contacts); PATCH leadUpdateSchema → adminLeadSchema. */
  lead: apiRoute('/admin/leads/:id'),
  leadsCsv: apiRoute('/admin/leads.csv'),
  /** GET → leadOwnersResponseSchema: the editors and admins a lead may be given to (decision 145). */
  leadOwners: apiRoute('/admin/leads/owners'),
  /** POST leadReplyRequestSchema → adminLeadDetailSchema: the first reply through the outbox, once per key. */
  leadReply: apiRoute('/admin/leads/:id/reply'),
  /** POST leadContactRequestSchema → 201 adminLeadDetailSchema: a WhatsApp chat or a call on the timeline. */
  leadContacts: apiRoute('/admin/leads/:id/contacts'),
  outbox: apiRoute('/admin/outbox'),
  outboxRetry: apiRoute('/admin/outbox/retry-parked'),
  students: apiRoute('/admin/students'),
  /** GET adminStudentCsvQuerySchema → text/csv: every student the search matches (STUDENT_CSV_COLUMNS). */
  studentsCsv: apiRoute('/admin/students.csv'),
  student: apiRoute('/admin/students/:id'),
  studentEnrolments: apiRoute('/admin/students/:id/enrolments'),
  studentEnrolment: apiRoute('/admin/students/:id/enrolments/:courseId'),
  orders: apiRoute('/admin/orders'),
  /** GET → adminOrderCountsSchema: refund_due orders to refund and failed refunds (decision 142). */
  orderCounts: apiRoute('/admin/orders/counts'),
  /** GET → adminOrderRefundsSchema; POST refundRequestSchema → the same (201), 409 past the refundable remainder (decision 142). */
  orderRefunds: apiRoute('/admin/orders/:id/refunds'),
  /** GET → adminOfflinePaymentsSchema; POST multipart (offlinePaymentFieldsSchema + file) → offlinePaymentResponseSchema (201): a bank transfer, UPI or cheque settles the order (decision 142). */
  orderOfflinePayment: apiRoute('/admin/orders/:id/offline-payment'),
  /** GET → the proof file of an offline payment, as an attachment with its checked type and nosniff (admins only). */
  offlinePaymentProof: apiRoute('/admin/offline-payments/:id/proof'),
  /** GET → application/pdf: a GST credit note (decision 142). */
  creditNote: apiRoute('/admin/credit-notes/:id'),
  /** GET → application/pdf: an order's tax invoice (decision 154: a company's, or any other). */
  orderInvoice: apiRoute('/admin/orders/:id/invoice'),
  /** GET adminOrderCsvQuerySchema → text/csv: every order the filters match (ORDER_CSV_COLUMNS), money in rupees. */
  ordersCsv: apiRoute('/admin/orders.csv'),
  /** GET ?month=2026-11 → text/csv: the month's tax invoices (India time), one row each (decision 141). */
  invoicesCsv: apiRoute('/admin/invoices.csv'),
  /** GET ?month=2026-11 → application/json download (gstr1Schema): the month as GSTR-1's tables (decision 153). */
  invoicesGstr1: apiRoute('/admin/invoices/gstr1'),
  settings: apiRoute('/admin/settings'),
  /** GET ?hours= → rumSummarySchema. */
  rum: apiRoute('/admin/rum'),
  /** GET browserErrorListQuerySchema → browserErrorListResponseSchema: newest last_seen first (decision 144). */
  browserErrors: apiRoute('/admin/browser-errors'),
  /** GET ?window=30d|26w → dashboardSchema: trends in IST buckets and conversion (decision 144). */
  dashboard: apiRoute('/admin/dashboard'),
  /** GET ?page= → adminReleasesResponseSchema: every channel and 50 history rows, newest first. */
  releases: apiRoute('/admin/releases'),
  /** POST {version, to_version, manifest_url} → adminChannelSchema: stable becomes it, candidate cleared (decision 125). */
  releaseSwitch: apiRoute('/admin/releases/:remote/switch'),
  /** POST {version, to_version, manifest_url, share} → adminChannelSchema: a canary for share % of visitors. */
  releaseCanary: apiRoute('/admin/releases/:remote/canary'),
  /** POST {version} → adminChannelSchema: the candidate becomes stable; 409 without one. */
  releasePromote: apiRoute('/admin/releases/:remote/promote'),
  /** POST {version} → adminChannelSchema: the candidate is dropped, or stable goes back to the previous one; 409 with nothing to go back to. */
  releaseRollback: apiRoute('/admin/releases/:remote/rollback'),
  /** GET ?window_minutes= → releaseComparisonSchema: stable vs candidate real-user figures and the guard's verdict (decision 127). */
  releaseComparison: apiRoute('/admin/releases/:remote/comparison'),
  /** POST {} → releaseJudgeResponseSchema: judge now; rolls the candidate back (auto_rollback) when the verdict says so and the guard is on. */
  releaseJudge: apiRoute('/admin/releases/:remote/judge'),
  /** GET → releaseGuardSchema; PUT releaseGuardUpdateSchema → releaseGuardSchema (stale version → 409). */
  releaseGuard: apiRoute('/admin/releases/guard'),
  /** GET calendarQuerySchema (at most 42 days) → calendarSchema: sessions and bookings, role-filtered (decision 151). */
  calendar: apiRoute('/admin/calendar'),
  // Consultants and their bookings (decision 138): a trainer their own, an admin everyone's.
  /** GET → availabilitySchema; PUT availabilityUpdateSchema → availabilitySchema. */
  consultantAvailability: apiRoute('/admin/consultants/:userId/availability'),
  /** GET adminBookingsQuerySchema → adminBookingsResponseSchema. */
  bookings: apiRoute('/admin/bookings'),
  /** POST {} → adminBookingSchema: staff cancel at any time. */
  bookingCancel: apiRoute('/admin/bookings/:id/cancel'),
  /** PUT bookingFeedbackInputSchema → adminBookingSchema: a mock interview's feedback. */
  bookingFeedback: apiRoute('/admin/bookings/:id/feedback'),
  // Corporate teams (decision 149), admins only.
  /** GET → adminCompanyListResponseSchema; POST companyInputSchema → 201 adminCompanySchema. */
  companies: apiRoute('/admin/companies'),
  /** GET → adminCompanyDetailSchema; PUT companyUpdateSchema → adminCompanySchema (stale version → 409). */
  company: apiRoute('/admin/companies/:id'),
  /** POST companyAdminInputSchema → 201 companyAdminSchema. */
  companyAdmins: apiRoute('/admin/companies/:id/admins'),
  /** DELETE → 204. */
  companyAdmin: apiRoute('/admin/companies/:id/admins/:userId'),
  /** POST seatPoolInputSchema → 201 adminSeatPoolSchema. */
  companyPools: apiRoute('/admin/companies/:id/pools'),
  /** PUT seatPoolUpdateSchema → adminSeatPoolSchema (stale version → 409; below used → 422). */
  companyPool: apiRoute('/admin/companies/:id/pools/:poolId'),
  /** GET → adminCompanyOrdersSchema; POST companyOrderInputSchema → 201 adminOrderSchema: a company order of N seats (decision 154). */
  companyOrders: apiRoute('/admin/companies/:id/orders'),
  /** POST {} → adminOrderSchema: an open company order cancelled (409 once it took money). */
  companyOrderCancel: apiRoute('/admin/companies/:id/orders/:orderId/cancel'),
  /** GET → adminPracticeServerSchema: the pool and the grants, never a password (decision 150). */
  practiceServer: apiRoute('/admin/practice-server'),
  /** POST credentialInputSchema → 201 adminCredentialSchema. */
  practiceServerCredentials: apiRoute('/admin/practice-server/credentials'),
  /** POST credentialResetSchema → adminCredentialSchema: a reset confirmed, back to the free pool. */
  practiceServerCredentialReset: apiRoute('/admin/practice-server/credentials/:id/reset'),
} as const;
