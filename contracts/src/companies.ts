// Corporate teams, the portal side (decision 149): a company's HR contact (a company admin, a
// membership rather than a staff role) sees its seat pools and learners, invites learners by
// e-mail or CSV, removes one, and downloads the dashboard as CSV. Every path carries the company's
// id; the API answers 403 for any company the caller does not administer.
import { z } from 'zod';
import { INT4_MAX, MESSAGES, NAME_MAX_LENGTH, emailField, nameField } from './fields.ts';

/** A CSV of learners: a handful of bytes per row, so 256 KiB and 1,000 rows are far beyond any pool. */
export const COMPANY_CSV_MAX_BYTES = 256 * 1024;
export const COMPANY_CSV_MAX_ROWS = 1000;

export const COMPANY_MESSAGES = {
  notCompanyAdmin: 'You are not an HR contact of this company.',
  poolNotFound: 'This company has no such seat pool.',
  learnerNotFound: 'This company has no such learner.',
  noFreeSeat: 'There is no free seat left in this pool.',
  alreadyMember: 'Already a learner in this pool.',
  alreadyInBatch: 'Already a member of this batch.',
  batchClosed: 'This batch is cancelled; no one can be invited into its pool.',
  alreadyEnrolled: 'Already enrolled in this course outside the company.',
  notStudent: 'This e-mail belongs to a staff account, which cannot hold a seat.',
  duplicateRow: 'The same e-mail appears on an earlier row.',
  invalidEmail: MESSAGES.email,
  nameTooLong: `Name should have at most ${NAME_MAX_LENGTH} characters!`,
  overSeats: 'More learners than free seats in this pool.',
  csvRejected: 'Nothing was applied: fix the rejected rows and upload the file again.',
  csvHeader: 'The first line must be the header email,name (name optional).',
  csvEmpty: 'The file has no learners after its header.',
  csvTooManyRows: (max: number) => `A file may list at most ${max} learners.`,
  csvNotText: 'The file must be UTF-8 text (a CSV).',
  csvNoFile: 'Choose a CSV file.',
  csvTooLarge: `The file is larger than the limit of ${COMPANY_CSV_MAX_BYTES / 1024} KB.`,
} as const;

const id = z.number().int().min(1).max(INT4_MAX);

export { myCompaniesResponseSchema, type MyCompaniesResponse } from './my-companies.ts';

export const companySeatPoolSchema = z.object({
  id,
  course_id: id,
  course_title: z.string(),
  /** The batch the pool is for (decision 155): an invite also seats the learner in it. */
  batch_id: id.nullable(),
  batch: z.object({ id, title: z.string(), starts_on: z.string(), ends_on: z.string() }).nullable(),
  seats: z.number().int().nonnegative(),
  /** Active learners plus removed learners who had started (their seat was spent). */
  used: z.number().int().nonnegative(),
  free: z.number().int().nonnegative(),
});
export type CompanySeatPool = z.infer<typeof companySeatPoolSchema>;

export const companyLearnerSchema = z.object({
  id,
  pool_id: id,
  name: z.string(),
  email: z.string(),
  course_id: id,
  course_title: z.string(),
  /** Completed classes over the course's classes, 0–100, rounded down. */
  progress_percent: z.number().int().min(0).max(100),
  /** The best submitted attempt over all the course's quizzes, as a percentage; null before any. */
  quiz_best_percent: z.number().int().min(0).max(100).nullable(),
  assignments: z.object({ submitted: z.number().int().nonnegative(), accepted: z.number().int().nonnegative(), returned: z.number().int().nonnegative() }),
  attendance: z.object({ present: z.number().int().nonnegative(), late: z.number().int().nonnegative(), absent: z.number().int().nonnegative() }),
  certificate: z.boolean(),
  /** True once the learner completed any class: removing them then does not free the seat. */
  started: z.boolean(),
  invited_at: z.string(),
});
export type CompanyLearner = z.infer<typeof companyLearnerSchema>;

/** GET companyApi.companyDashboard. */
export const companyDashboardSchema = z.object({
  company: z.object({ id, name: z.string() }),
  pools: z.array(companySeatPoolSchema),
  learners: z.array(companyLearnerSchema),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

/** POST companyApi.companyLearners: one learner by e-mail into a pool (a seat is taken at once). */
export const companyInviteSchema = z.object({
  pool_id: id,
  email: emailField(),
  /** Used only when no account has this e-mail yet; the e-mail's local part otherwise. */
  name: nameField.optional(),
});
export type CompanyInvite = z.infer<typeof companyInviteSchema>;

/** What the upload form holds of the chosen file (a browser File has both). */
export interface CompanyCsvFile {
  name: string;
  size: number;
}

const isFile = (v: unknown): v is CompanyCsvFile =>
  typeof v === 'object' && v !== null && typeof (v as CompanyCsvFile).name === 'string' && typeof (v as CompanyCsvFile).size === 'number';

/**
 * The CSV upload form: a pool and one file within the byte limit, in the words the API answers a
 * missing or oversized file with (it reads the multipart body itself; the rows are its to judge).
 * Checked by shape, not `instanceof File`, so the module loads where File is not a global.
 */
export const companyCsvUploadSchema = z.object({
  pool_id: id,
  file: z.custom<CompanyCsvFile>(isFile, { error: COMPANY_MESSAGES.csvNoFile }).refine((file) => file.size <= COMPANY_CSV_MAX_BYTES, {
    error: COMPANY_MESSAGES.csvTooLarge,
  }),
});

/** POST companyApi.companyLearnersCsv → 201 when every row was applied. */
export const companyCsvResultSchema = z.object({ added: z.number().int().nonnegative() });
export type CompanyCsvResult = z.infer<typeof companyCsvResultSchema>;

export const companyCsvRejectionSchema = z.object({
  /** 1-based line number in the file (the header is line 1). */
  row: z.number().int().min(1),
  email: z.string(),
  reason: z.string(),
});
/** 422 of a CSV upload: nothing was applied. `rejected` is empty when the file itself is unusable. */
export const companyCsvRejectedSchema = z.object({ detail: z.string(), rejected: z.array(companyCsvRejectionSchema) });
export type CompanyCsvRejected = z.infer<typeof companyCsvRejectedSchema>;

/** DELETE companyApi.companyLearner → whether the seat went back to the pool (not when the learner had started). */
export const companyLearnerRemovedSchema = z.object({ seat_freed: z.boolean() });
export type CompanyLearnerRemoved = z.infer<typeof companyLearnerRemovedSchema>;

/** The CSV export's columns, in order. */
export const COMPANY_CSV_COLUMNS = [
  'name',
  'email',
  'course',
  'progress_percent',
  'quiz_best_percent',
  'assignments_submitted',
  'assignments_accepted',
  'assignments_returned',
  'attendance_present',
  'attendance_late',
  'attendance_absent',
  'certificate',
  'invited_at',
] as const;

/** One of the company's orders of seats (decision 154), as its HR contact sees it. */
export const companyOrderSchema = z.object({
  id,
  course_id: id,
  course_title: z.string(),
  batch: z.object({ id, title: z.string(), starts_on: z.string(), ends_on: z.string() }).nullable(),
  seats: z.number().int().min(1),
  /** Price per seat in paise, as the order was raised (GST included when the seller's prices include it). */
  unit_price: z.number().int().nonnegative(),
  /** What the company pays, in paise (the invoice's total once paid). */
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  /** created: waiting for the company's payment; paid: the seats are in the pool. */
  status: z.enum(['created', 'paid', 'cancelled', 'expired', 'refund_due']),
  purchase_reference: z.string(),
  invoice_number: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type CompanyOrder = z.infer<typeof companyOrderSchema>;

/** GET companyApi.companyOrders. */
export const companyOrdersResponseSchema = z.object({ results: z.array(companyOrderSchema) });
export type CompanyOrdersResponse = z.infer<typeof companyOrdersResponseSchema>;
