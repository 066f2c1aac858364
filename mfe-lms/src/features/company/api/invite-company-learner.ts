import { z } from 'zod';
import { apiFetch } from 'mfe-shared';
import { companyPaths } from '../company-schemas';

/** POST /lms/company/learners: one learner by e-mail, on a free seat. */
export function inviteCompanyLearner(body: { email: string; name?: string }) {
  return apiFetch(companyPaths.learners, { method: 'POST', body, schema: z.unknown() });
}
