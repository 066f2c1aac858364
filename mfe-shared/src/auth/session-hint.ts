// Auth-aware first paint (docs/decisions/012-portal-first-paint.md). The server cannot
// know whether a browser holds a token (it lives in localStorage, SPEC §4), so every page's
// head carries a tiny inline script that marks <html> with SESSION_CHECKING_ATTRIBUTE when one is
// stored. Until the current-user check ends, CSS then keeps the visitor's Sign Up and Login
// (VISITOR_ONLY_ATTRIBUTE) and a portal page's visitor variant from ever painting. The header
// takes the mark away once React has committed the answer, so nothing flashes in between.

export const SESSION_CHECKING_ATTRIBUTE = 'data-session-checking';

/** On what a visitor sees and a token holder must not: Sign Up, Login. */
export const VISITOR_ONLY_ATTRIBUTE = 'data-visitor-only';

/** #root's variant of a portal page the server rendered both ways: 'visitor' or 'signed-in'. */
export const SESSION_VARIANT_ATTRIBUTE = 'data-session-variant';

/** The check is over: what React now shows is the answer. */
export function endSessionCheck(doc: Document | undefined = globalThis.document): void {
  doc?.documentElement.removeAttribute(SESSION_CHECKING_ATTRIBUTE);
}
