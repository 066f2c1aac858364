// Registers the remotes named by the runtime config on the default federation instance
// (the build plugin created it, so `init` is not called again — notes/module-federation.md).
import { getInstance, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from 'mfe-shared';
import { evaluateInOwnTaskPlugin, remoteFailurePlugin, retryFetchPlugin } from './remote-plugins';

let pluginsRegistered = false;

export function registerAppRemotes(config: RuntimeConfig): void {
  if (!pluginsRegistered) {
    registerPlugins([retryFetchPlugin(), remoteFailurePlugin(), evaluateInOwnTaskPlugin()]);
    pluginsRegistered = true;
  }
  const known = new Map((getInstance()?.options.remotes ?? []).map((remote) => [remote.name, 'entry' in remote ? remote.entry : undefined]));
  const changed = Object.entries(config.remotes)
    .filter(([name, entry]) => known.get(name) !== entry)
    .map(([name, entry]) => ({ name, entry }));
  // force: a dev build declares the remotes statically; the runtime config still wins.
  if (changed.length) registerRemotes(changed, { force: true });
}

/**
 * Forget everything cached about one remote (its failed manifest or entry) so the next
 * loadRemote fetches it anew: this is what the Retry button needs.
 */
export function resetRemote(name: string): void {
  const remote = getInstance()?.options.remotes.find((candidate) => candidate.name === name);
  if (remote && 'entry' in remote) registerRemotes([{ name, entry: remote.entry }], { force: true });
}
