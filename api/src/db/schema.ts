// The data model, one file per area. Money is integer paise, durations are days
// (courses) or seconds (classes), as in SPEC §3. Every uniqueness rule the business depends on is
// a constraint, so concurrent requests cannot break it whatever the application code does.
export * from './schema/accounts';
export * from './schema/catalogue';
export * from './schema/learning';
export * from './schema/commerce';
export * from './schema/site';
export * from './schema/monitoring';
export * from './schema/receipts';
export * from './schema/releases';
export * from './schema/quizzes';
export * from './schema/resources';
export * from './schema/assignments';
// Certificates (decision 135); added beside the other areas without reordering them.
export * from './schema/certificates';
// GST tax invoices and billing details (decision 141).
export * from './schema/invoices';
// Events (webinars) and their registrations (decision 137).
export * from './schema/events';
// Live batches, sessions, members and attendance (decision 136).
export * from './schema/batches';
// Bookable mock interviews and consultations (decision 138).
export * from './schema/bookings';
// Refunds and GST credit notes (decision 142).
export * from './schema/refunds';
// The backup job's runs (decision 315).
export * from './schema/backups';
// Course reviews and trainer profiles (decision 147).
export * from './schema/reviews';
// Companies, HR contacts, seat pools and their learners (decision 149).
export * from './schema/companies';
// Practice-server credentials and their grants (decision 150).
export * from './schema/practice-server';
