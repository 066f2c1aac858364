// Federation runtime plugins of the shell (docs/decisions/001-runtime-remotes.md).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_FAILURE_EVENT, type RemoteFailure } from '../../lib/remote-failure-event';
import { nextTask } from '../../start-in-stages';

export const FETCH_RETRIES = 2;
export const FETCH_RETRY_DELAY_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a manifest fetch that failed on the network or with a 5xx: a deploy in progress or
 * a flaky hop should not cost the visitor a page. A 404 is an answer, not a glitch.
 */
export function retryFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-retry-fetch',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= FETCH_RETRIES; attempt += 1) {
        if (attempt > 0) await sleep(FETCH_RETRY_DELAY_MS * attempt);
        try {
          const response = await fetch(url, init);
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}

/**
 * Evaluates a remote's module in a task of its own. The runtime runs the module's code as soon
 * as its last file has arrived, in that file's task: on the class viewer that was the shared zod
 * chunk, so zod, the contracts' schemas and the route tree ran as one 85–90 ms task at
 * Lighthouse's 4× CPU, the page's largest blocking task (docs/perf/portal.md, 2026-11-29
 * 07:30). Waiting one task here lets the browser paint and handle input between the two.
 */
export function evaluateInOwnTaskPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-evaluate-in-own-task',
    // The hook is an AsyncHook: the runtime awaits what a listener returns before it runs the
    // factory (runtime-core's asyncHook.js); its type only says `void`.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    beforeExecuteFactory: () => nextTask(),
  };
}

export { REMOTE_FAILURE_EVENT, type RemoteFailure };

/**
 * Reports every failed remote load once, as a DOM event and a console warning, and returns
 * nothing so the error reaches the area's error boundary, which offers Retry. Returning a
 * fallback module for other lifecycles than onLoad blanks the page (pitfall 5 of the notes).
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      const detail: RemoteFailure = {
        id,
        lifecycle,
        message: error instanceof Error ? error.message : String(error),
      };
      console.warn(`[federation] ${id} failed at ${lifecycle}: ${detail.message}`);
      window.dispatchEvent(new CustomEvent<RemoteFailure>(REMOTE_FAILURE_EVENT, { detail }));
      return undefined;
    },
  };
}
