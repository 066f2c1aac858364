// The route a real-user record names (decision 116), zod-free: the shell computes it on every page
// without loading a schema; the API's rumRouteSchema accepts exactly what this produces.

/**
 * A path as a RUM route: the query and fragment dropped, a trailing slash removed, and every
 * segment with a digit in it (ids, slugs with numbers) replaced by :id.
 */
export function rumRoute(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '/';
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (/\d/.test(segment) || !/^[A-Za-z_-][A-Za-z0-9._-]*$/.test(segment) ? ':id' : segment));
  while (segments.length > 0 && `/${segments.join('/')}`.length > 120) segments.pop();
  return `/${segments.join('/')}`;
}
