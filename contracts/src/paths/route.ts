// One typed builder per API endpoint. `pattern` is the Fastify form the API registers
// (`/lms/course/:id`); calling the route fills its `:params` in order, each through
// encodeURIComponent, and appends an optional query. Zod-free on purpose: the shell's start-up
// code (session check, settings, the portal's prefetch) builds paths without loading a schema
// (decision 004), so a path table never drags zod into a page that did not load it.

/** The `:name` segments of a pattern, in order, as a tuple of values. */
export type RouteParams<P extends string> = P extends `${string}:${infer _Name}/${infer Rest}`
  ? [string | number, ...RouteParams<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string | number]
    : [];

/** Query values: undefined and '' are left out, so an unset filter never reaches the URL. */
export type RouteQuery = Record<string, string | number | boolean | undefined>;

export interface ApiRoute<P extends string> {
  (...args: [...RouteParams<P>, query?: RouteQuery]): string;
  readonly pattern: P;
}

const PARAM = /:[A-Za-z][A-Za-z0-9]*/g;

export function apiRoute<const P extends `/${string}`>(pattern: P): ApiRoute<P> {
  const names = pattern.match(PARAM) ?? [];
  const build = (...args: unknown[]): string => {
    let index = 0;
    const path = pattern.replace(PARAM, () => encodeURIComponent(String(args[index++])));
    const query = args[names.length] as RouteQuery | undefined;
    return query ? path + queryString(query) : path;
  };
  return Object.assign(build, { pattern });
}

// Written with encodeURIComponent rather than URLSearchParams: the contracts build for no platform
// (`types: []`), and the same string must come out in the browser and in Node.
function queryString(query: RouteQuery): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** A regular expression a built URL's path must match (tests; the API's router does the same). */
export function routePatternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(PARAM)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}$`);
}
