// How a remote's route tree is obtained. The browser loads it through the federation runtime
// (federation-loader.ts); the server render through the remote's server bundle
// (shell/server/render/remote-bundles.ts). RemoteArea only knows this interface, so the same component
// tree renders on both sides and hydrates without a mismatch.
import { createContext, useContext, type ComponentType } from 'react';

/** The module a route loads unless the route map names another (mfe-shared DEFAULT_ROUTE_MODULE). */
export const REMOTE_ROUTES_MODULE = './routes';

export type RoutesModule = { default: ComponentType };

export interface RemoteLoader {
  /** @param module the exposed module, './routes' unless the route map says otherwise */
  load(name: string, module?: string): Promise<RoutesModule>;
  /** Forget a failed load so the next one tries again (the Retry button). */
  reset(name: string): void;
}

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteArea needs a RemoteLoaderContext provider');
  return loader;
}
