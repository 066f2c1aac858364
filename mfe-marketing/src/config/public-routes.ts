// Every public route of SPEC §2, spelled as the spec spells them (/training/corportate,
// /implementation/oracle-netsuit), plus the implementation-framework page the spec mentions
// without a route. JSON so the build can list the same routes in sitemap.xml.
import routes from './public-routes.json';

export interface PublicRoute {
  path: string;
  title: string;
  heading: string;
  description: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = routes;

export function routeFor(path: string): PublicRoute {
  const route = PUBLIC_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`No public route ${path}`);
  return route;
}
