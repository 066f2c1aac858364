// `mfe-shared/contracts/admin`: the back office's contracts under the shared name, a
// module of its own so only the admin remote loads it (federation shares `mfe-shared/` sub-paths).
import './zod-jitless';

export * from '@sap-academy/contracts/admin';
