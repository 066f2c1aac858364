// Every table in one object, for the API's route registration and the contracts' tests; a browser
// bundle imports the one table it needs instead.
import { accountApi } from './account.ts';
import { adminApi } from './admin.ts';
import { authApi } from './auth.ts';
import { companyApi } from './company.ts';
import { lmsApi } from './lms.ts';
import { siteApi } from './site.ts';

export const apiPaths = { site: siteApi, auth: authApi, lms: lmsApi, company: companyApi, account: accountApi, admin: adminApi } as const;
