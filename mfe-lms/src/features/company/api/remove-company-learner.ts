import { apiFetch } from 'mfe-shared';
import { companyLearnerRemovedSchema } from '@sap-academy/contracts/companies';
import { companyApi } from '@sap-academy/contracts/paths';

/** DELETE /lms/company/:companyId/learners/:learnerId: revokes the company's enrolment; the seat is freed if unstarted. */
export function removeCompanyLearner(companyId: number, learnerId: number) {
  return apiFetch(companyApi.companyLearner(companyId, learnerId), { method: 'DELETE', schema: companyLearnerRemovedSchema });
}
