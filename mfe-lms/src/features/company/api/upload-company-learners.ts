import { companyCsvResultSchema } from '@sap-academy/contracts/companies';
import { companyApi } from '@sap-academy/contracts/paths';
import { postMultipart } from '../../class-viewer';

/** POST the CSV file as multipart into one pool, all rows or none; a 422 carries {detail, rejected}. */
export function uploadCompanyLearners(companyId: number, poolId: number, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart(companyApi.companyLearnersCsv(companyId, poolId), body, companyCsvResultSchema);
}
