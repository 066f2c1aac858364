import { apiFetch } from 'mfe-shared';
import { companyLearnerSchema, type CompanyInvite } from '@sap-academy/contracts/companies';
import { companyApi } from '@sap-academy/contracts/paths';

/** POST /lms/company/:companyId/learners: one learner by e-mail on a free seat of the pool; 409 {detail} says why not. */
export function inviteCompanyLearner(companyId: number, body: CompanyInvite) {
  return apiFetch(companyApi.companyLearners(companyId), { method: 'POST', body, schema: companyLearnerSchema });
}
