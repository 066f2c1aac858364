// The shell's areas come from the runtime config's route map (docs/decisions/010-runtime-route-map.md).
// The browser reads the config the bootstrap loaded; the server render provides the request's
// config through the context, so both sides mount the same areas and hydrate without a mismatch.
import { createContext, useContext } from 'react';
import { getRuntimeConfig, REMOTES, routeTable, type ResolvedRoute, type RuntimeConfig } from 'mfe-shared';

export const RouteTableContext = createContext<readonly ResolvedRoute[] | null>(null);

const tables = new WeakMap<RuntimeConfig, readonly ResolvedRoute[]>();

/** The table of one config, worked out once per config object. */
export function routeTableOf(config: RuntimeConfig): readonly ResolvedRoute[] {
  let table = tables.get(config);
  if (!table) tables.set(config, (table = routeTable(config)));
  return table;
}

export function useRouteTable(): readonly ResolvedRoute[] {
  return useContext(RouteTableContext) ?? routeTableOf(getRuntimeConfig());
}

/** The back office's prefix when the map mounts the admin remote (the header's staff link). */
export function useBackOfficePath(): string | null {
  return useRouteTable().find((route) => route.prefix !== null && route.remote === REMOTES.admin)?.prefix ?? null;
}

const AREA_LABELS: Readonly<Record<string, string>> = { [REMOTES.marketing]: 'page', [REMOTES.lms]: 'learning portal', [REMOTES.admin]: 'back office' };

/** How the remote-unavailable view names an area ("The back office could not be loaded"). */
export function areaLabel(remote: string): string {
  return AREA_LABELS[remote] ?? 'page';
}
