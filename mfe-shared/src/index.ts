// Public entry of the shared singleton library. Federation shares this module once per page.
// It does not load zod: the schemas live behind `mfe-shared/contracts`, so a visitor's first
// page carries no validation library (docs/decisions/004-lean-shared-runtime.md).
export type * from './contracts';
export * from './config/money';
export * from './config/duration';
export * from './config/runtime-config';
export * from './api/api-error';
export * from './api/api-client';
export * from './auth/auth-store';
export * from './auth/token-storage';
export * from './auth/bootstrap-auth';
export * from './auth/session';
export * from './auth/logout';
export * from './auth/session-hint';
export * from './ui/toast';
export * from './ui/theme';
export * from './ui/global-style';
export * from './ui/button';
export * from './ui/remote-unavailable';
export * from './ui/brand';
export * from './ui/standalone';
export * from './ui/remote-root';
export * from './config/remotes';
export * from './config/load-settings';
export * from './data/evicting-cache';
export * from './data/tags';
export * from './data/data-provider';
export * from './data/use-api';
export * from './data/portal-prefetch';
export * from './data/site-data';
export * from './data/page-data';
export * from './data/signed-in-data';
export * from './contracts/pricing'; // zod-free: no schema is loaded
export * from './contracts/rum-route'; // zod-free
// zod-free: the shell scrubs a page error before its beacon leaves (decision 144); from the
// contracts barrel it would load zod and every schema on every public page.
export * from './contracts/browser-errors';
export { siteApi } from '@sap-academy/contracts/paths'; // zod-free: the public site's and the shell's API paths (decision 016)
export * from './config/contact';
export * from './ui/spec-texts';
export * from './ui/site-origin';
export * from './ui/use-hydrated';
export * from './ui/http-status';
