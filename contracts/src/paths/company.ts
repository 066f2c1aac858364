// A company's HR contacts in the portal (decisions 149, 154): their own table, so the pages that
// never call it (the public site, the shell, the course pages) do not carry it. Every path but the
// first names the company; the API answers 403 for a company the caller does not administer.
import { apiRoute } from './route.ts';

export const companyApi = {
  /** GET → myCompaniesResponseSchema: the companies the caller is HR of (empty for other students). */
  myCompanies: apiRoute('/lms/companies'),
  /** GET → companyDashboardSchema: pools with seats used and free, and each learner's progress. */
  companyDashboard: apiRoute('/lms/company/:companyId'),
  /** GET → text/csv, the dashboard's learners (COMPANY_CSV_COLUMNS). */
  companyCsv: apiRoute('/lms/company/:companyId/learners.csv'),
  /** POST companyInviteSchema → 201 companyLearnerSchema: one learner by e-mail, a seat taken at once. */
  companyLearners: apiRoute('/lms/company/:companyId/learners'),
  /** POST multipart `file` (CSV email,name) → 201 companyCsvResultSchema, or 422 companyCsvRejectedSchema and nothing applied. */
  companyLearnersCsv: apiRoute('/lms/company/:companyId/pools/:poolId/learners.csv'),
  /** DELETE → companyLearnerRemovedSchema: the company's enrolment revoked; the seat freed if unstarted. */
  companyLearner: apiRoute('/lms/company/:companyId/learners/:learnerId'),
  /** GET → companyOrdersResponseSchema: the company's orders of seats with their invoices (decision 154). */
  companyOrders: apiRoute('/lms/company/:companyId/orders'),
  /** GET → application/pdf: the tax invoice of one of the company's orders. */
  companyOrderInvoice: apiRoute('/lms/company/:companyId/orders/:orderId/invoice'),
} as const;
