// Public entry of the account feature for the rest of the portal. The banner itself is not
// here: the routes load it lazily (import('./verification-banner')).
export { dismissVerificationBanner, revealVerificationBanner, useBannerState } from './verification-state';
