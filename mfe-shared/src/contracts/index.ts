// `mfe-shared/contracts`: the contracts package (`@sap-academy/contracts`, decision 111) under the
// name the remotes import. Federation shares `mfe-shared/` sub-paths as singletons, so host and
// remotes keep one copy of the schemas without sharing another package.
import './zod-jitless';

export * from '@sap-academy/contracts';
