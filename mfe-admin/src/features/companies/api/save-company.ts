import { adminApi, adminCompanySchema, type CompanyInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/companies (new) or PUT /admin/companies/{id} with the version the form read (stale → 409). */
export function saveCompany(id: number | null, body: CompanyInput, version: number) {
  return id === null
    ? adminFetch(adminApi.companies(), { method: 'POST', body, schema: adminCompanySchema })
    : adminFetch(adminApi.company(id), { method: 'PUT', body: { ...body, version }, schema: adminCompanySchema });
}
