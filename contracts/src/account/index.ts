// `@sap-academy/contracts/account`: a student's own account and orders, a sub-path of
// its own so the public pages, which load the main entry, do not carry them.
export * from './account.ts';
export * from './orders.ts';
export { accountApi } from '../paths/account.ts';
