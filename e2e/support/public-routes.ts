// The public routes as the marketing remote declares them (one table for pages, tests and
// the sitemap).
import { readFileSync } from 'node:fs';

export interface PublicRouteEntry {
  path: string;
  title: string;
  heading: string;
  description: string;
}

export const PUBLIC_ROUTES: PublicRouteEntry[] = JSON.parse(
  readFileSync(new URL('../../mfe-marketing/src/config/public-routes.json', import.meta.url), 'utf8'),
);

export const NOT_FOUND_HEADING = 'Sorry! Page you are looking for is not found!';
export const BRAND = 'Vidya ERP Academy';
