// GET companyApi.myCompanies, alone in its module: the signed-in course list and every portal page
// under it read this answer, so they build its one schema instead of the Company area's (forms,
// CSV, orders). Re-exported by `companies.ts` (decision 036, amendment 2026-11-29).
import { z } from 'zod';
import { INT4_MAX } from './fields.ts';

const id = z.number().int().min(1).max(INT4_MAX);

/** The companies the caller is HR of (empty for everyone else: the portal shows no Company link). */
export const myCompaniesResponseSchema = z.object({ results: z.array(z.object({ id, name: z.string() })) });
export type MyCompaniesResponse = z.infer<typeof myCompaniesResponseSchema>;
