// The browser's remote loader: Module Federation's runtime, with the remotes the runtime
// config registered (register-remotes.ts).
import { loadRemote } from '@module-federation/enhanced/runtime';
import { resetRemote } from './register-remotes';
import { REMOTE_ROUTES_MODULE, type RemoteLoader, type RoutesModule } from './remote-loader';

export const federationLoader: RemoteLoader = {
  async load(name, exposed = REMOTE_ROUTES_MODULE) {
    // loadRemote takes "<remote>/<module>" for the remote's "./<module>".
    const module = await loadRemote<RoutesModule>(`${name}/${exposed.replace(/^\.\//, '')}`);
    if (!module?.default) throw new Error(`${name} exposes no routes component at ${exposed}`);
    return module;
  },
  reset: resetRemote,
};
