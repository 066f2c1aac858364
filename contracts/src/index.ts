// The contracts between the API and the frontends (`@sap-academy/contracts`, re-exported by
// `mfe-shared/contracts`): the API validates with these schemas and the frontends parse
// responses with the very same ones. React-free; zod is the only dependency. The back office's
// contracts are a sub-path (`@sap-academy/contracts/admin`), so no public bundle carries them, and so
// are a student's account and orders (`@sap-academy/contracts/account`).
export * from './auth.ts';
export * from './courses.ts';
export * from './class-resources.ts';
export * from './enrolment.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './leads.ts';
export * from './events.ts';
export * from './settings.ts';
export * from './site-data.ts';
export * from './test-checkout.ts';
export * from './my-enrolments.ts';
export * from './pricing.ts';
export * from './quizzes.ts';
export * from './assignments.ts';
export * from './certificates.ts';
export * from './course-pages.ts';
export * from './course-reviews.ts';
export * from './batches.ts';
export * from './bookings.ts';
export * from './text.ts';
export * from './rum.ts';
export * from './companies.ts';
// The paths of this entry's endpoints (decision 016); the account and admin ones are in their sub-paths.
export { apiRoute, routePatternRegExp, type ApiRoute, type RouteParams, type RouteQuery } from './paths/route.ts';
export { siteApi } from './paths/site.ts';
export { authApi } from './paths/auth.ts';
export { lmsApi } from './paths/lms.ts';
export { companyApi } from './paths/company.ts';
export * from './release-channels.ts';
export * from './practice-server.ts';
