// `@sap-academy/contracts/paths`: every API path the browser calls, as typed builders whose
// `pattern` the API can register (decision 016). Zod-free, so start-up code may import it;
// `sideEffects: false` lets a bundle keep only the tables it uses.
export * from './route.ts';
export { siteApi } from './site.ts';
export { authApi } from './auth.ts';
export { lmsApi } from './lms.ts';
export { companyApi } from './company.ts';
export { accountApi } from './account.ts';
export { adminApi } from './admin.ts';
export { apiPaths } from './all.ts';
