import type { ReactNode } from 'react';
import { routeFor } from '../config/public-routes';
import { Seo } from '../features/seo/seo';
import { Main } from './layout';

/** A public page: its SEO tags from the route table and the main landmark the skip link targets. */
export function Page({ path, children }: { path: string; children: ReactNode }) {
  const route = routeFor(path);
  return (
    <Main id="main">
      <Seo title={route.title} description={route.description} path={route.path} />
      {children}
    </Main>
  );
}
