import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from 'mfe-shared';
import { routeFor } from '../config/public-routes';
import { Seo } from './seo';
import { Main } from './layout';

/**
 * When the page is rendered in the browser (a click from another page), the rest renders after
 * the first paint, in a transition: React renders it in 5 ms slices, so a long page never
 * blocks the main thread in one long task (Lighthouse TBT; docs/decisions/205). The placeholder
 * keeps the footer below the fold meanwhile, so nothing visible shifts. A prerendered page
 * already shows everything: the server renders it all and hydration keeps it (decision 006).
 */
export function Deferred({ children }: { children: ReactNode }) {
  const fromServer = !useHydrated();
  const [ready, setReady] = useState(fromServer);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready ? children : <div style={{ minHeight: '100vh' }} />;
}

/**
 * A public page: its SEO tags from the route table and the main landmark the skip link
 * targets. The first child (the hero, with the h1: the largest paint) renders at once, the
 * rest just after it.
 */
export function Page({ path, children }: { path: string; children: ReactNode }) {
  const route = routeFor(path);
  const [first, ...rest] = Children.toArray(children);
  return (
    <Main id="main">
      <Seo title={route.title} description={route.description} path={route.path} />
      {first}
      {rest.length > 0 && <Deferred>{rest}</Deferred>}
    </Main>
  );
}
