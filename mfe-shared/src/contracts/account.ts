// `mfe-shared/contracts/account`: a student's own account and orders under the shared
// name, a module of its own so only the portal's account screens load it.
import './zod-jitless';

export * from '@sap-academy/contracts/account';
