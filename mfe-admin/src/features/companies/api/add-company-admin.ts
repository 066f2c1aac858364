import { adminApi, companyAdminSchema, type CompanyAdminInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/companies/{id}/admins: an HR contact by e-mail (a new address gets an account without a password). */
export function addCompanyAdmin(companyId: number, body: CompanyAdminInput) {
  return adminFetch(adminApi.companyAdmins(companyId), { method: 'POST', body, schema: companyAdminSchema });
}
