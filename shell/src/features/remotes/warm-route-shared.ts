// A remote's module is evaluated in the task where the last file it needs arrives. On the
// portal that file was the shell's zod chunk, asked for only once the remote's entry had
// registered what it consumes, so zod's own evaluation, the contracts' schemas and the route
// tree ran as one task: 85–90 ms at Lighthouse's 4× CPU on the class viewer, the page's largest
// blocking task (docs/perf/portal.md, 2026-11-29 07:30). Loading and evaluating the route's
// lazily shared packages (ROUTE_SHARED) as the page starts gives them a task of their own; the
// remote then finds them loaded (the runtime keeps the module, shareStrategy 'loaded-first').
// Only packages the shell itself provides: asking the runtime for one it does not (the back
// office's react-hook-form) registers an empty provider that then breaks the remote's own load.
import { getInstance, loadShare } from '@module-federation/enhanced/runtime';
import { ROUTE_SHARED } from 'mfe-shared';

const routeShared: Readonly<Record<string, readonly string[]>> = ROUTE_SHARED;

function providedByShell(name: string): boolean {
  const own = getInstance()?.options.shared?.[name] ?? [];
  return own.some((provider) => Boolean(provider.version) && typeof provider.get === 'function');
}

/** Starts loading the remote's first-screen shared packages; evaluates each as it arrives. */
export function warmRouteShared(remote: string): void {
  for (const name of (routeShared[remote] ?? []).filter(providedByShell)) {
    loadShare(name)
      .then((factory) => {
        if (typeof factory === 'function') factory();
      })
      // Only a head start: the remote asks for the package itself and reports a failure.
      .catch(() => undefined);
  }
}
