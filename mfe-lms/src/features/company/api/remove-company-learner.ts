import { z } from 'zod';
import { apiFetch } from 'mfe-shared';
import { companyPaths } from '../company-schemas';

/** DELETE /lms/company/learners/:id: frees the seat and revokes the company-given enrolment. */
export function removeCompanyLearner(id: number) {
  return apiFetch(companyPaths.learner(id), { method: 'DELETE', schema: z.unknown() });
}
