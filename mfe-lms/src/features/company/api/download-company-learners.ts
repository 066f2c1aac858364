import { downloadFile } from 'mfe-shared/download';
import { companyApi } from '@sap-academy/contracts/paths';

/** GET /lms/company/:companyId/learners.csv with the bearer token, saved as a file. */
export function downloadCompanyLearners(companyId: number) {
  return downloadFile(companyApi.companyCsv(companyId), { fallbackName: 'company-learners.csv', accept: 'text/csv' });
}
