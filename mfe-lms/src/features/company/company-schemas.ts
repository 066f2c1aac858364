// The HR dashboard's API shapes as the corporate-api design describes them (decision 149): kept in
// the feature until contracts exports them, then this file gives way to 'mfe-shared/contracts'.
import { z } from 'zod';

export const companySeatPoolSchema = z.object({
  id: z.number(),
  label: z.string(),
  seats: z.number(),
  used: z.number(),
});

export const companyLearnerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  course: z.string(),
  progress_percent: z.number(),
  quiz_score: z.number().nullable(),
  assignments: z.string(),
  attendance: z.string(),
  certificate: z.boolean(),
});

export const companyDashboardSchema = z.object({
  company: z.object({ id: z.number(), name: z.string() }),
  pools: z.array(companySeatPoolSchema),
  learners: z.array(companyLearnerSchema),
});

export const rejectedRowSchema = z.object({ row: z.number(), email: z.string(), reason: z.string() });
export const rejectionReportSchema = z.object({ detail: z.string(), rejected: z.array(rejectedRowSchema) });

export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
export type CompanyLearner = z.infer<typeof companyLearnerSchema>;
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

export const companyPaths = {
  dashboard: '/lms/company',
  learners: '/lms/company/learners',
  learnersCsv: '/lms/company/learners.csv',
  learnersImport: '/lms/company/learners/import',
  learner: (id: number) => `/lms/company/learners/${id}`,
};
