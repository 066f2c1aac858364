import { z } from 'zod';
import { apiFetch } from 'mfe-shared';
import { companyPaths } from '../company-schemas';

/** POST /lms/company/learners/import: the CSV's text, applied all-or-nothing; 422 {detail, rejected} otherwise. */
export function uploadCompanyLearners(csv: string) {
  return apiFetch(companyPaths.learnersImport, { method: 'POST', body: { csv }, schema: z.unknown() });
}
