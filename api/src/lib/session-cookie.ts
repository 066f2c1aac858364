// The site's session cookie (decision 152): a copy of the bearer token the page server reads to
// render signed-in portal pages. The API itself never authenticates with it (the bearer header
// stays the only credential, so a cross-site form post carries no authority); HttpOnly keeps it
// from scripts, SameSite=Lax from cross-site subrequests, and its Max-Age is the token's lifetime.
export const SESSION_COOKIE = 'sap_session';

export interface SessionCookieSettings {
  ttlSeconds: number;
  /** A parent domain shared by the site and the API (api.example.com and www.example.com). */
  domain?: string;
}

const attributes = (maxAge: number, domain?: string) =>
  ['Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'Secure', 'SameSite=Lax', ...(domain ? [`Domain=${domain}`] : [])].join('; ');

export const sessionCookie = (token: string, { ttlSeconds, domain }: SessionCookieSettings) => `${SESSION_COOKIE}=${token}; ${attributes(ttlSeconds, domain)}`;

/** Expires the cookie at once; a revoked token inside a stale cookie is refused anyway. */
export const clearedSessionCookie = ({ domain }: Pick<SessionCookieSettings, 'domain'>) => `${SESSION_COOKIE}=; ${attributes(0, domain)}`;
