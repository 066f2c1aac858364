// Back-office contracts: shared by the API's /admin routes and mfe-admin's forms.
export * from './common.ts';
export * from './access.ts';
export * from './courses.ts';
export * from './quizzes.ts';
export * from './quiz-images.ts';
export * from './class-resources.ts';
export * from './assignments.ts';
export * from './coupons.ts';
export * from './leads.ts';
export * from './settings.ts';
export * from './students.ts';
export * from './rum.ts';
export * from './certificates.ts';
export * from './bookings.ts';
export { adminApi } from '../paths/admin.ts';
export * from './releases.ts';
