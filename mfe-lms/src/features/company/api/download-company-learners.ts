import { downloadFile } from 'mfe-shared/download';
import { companyPaths } from '../company-schemas';

/** GET /lms/company/learners.csv with the bearer token, saved as a file. */
export function downloadCompanyLearners() {
  return downloadFile(companyPaths.learnersCsv, { fallbackName: 'company-learners.csv', accept: 'text/csv' });
}
