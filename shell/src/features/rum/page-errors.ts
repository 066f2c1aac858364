// Page errors for real-user monitoring (decision 316): an uncaught error or an unhandled promise
// rejection becomes one record through the same beacon as the vitals, with the route pattern and,
// when the script that threw lies in a remote's versioned folder, that remote and its version.
// Nothing of the error itself is sent (its message or stack can hold what a visitor typed), so a
// record says "this remote version throws on this route", which is what a release needs to know.
// One record per kind and remote, at most PAGE_ERRORS_MAX a page load: a render loop that throws
// every frame costs one beacon, not thousands (the API also limits beacons per client).
import { rumRoute, type RuntimeConfig } from 'mfe-shared';
import type { PageErrorKind } from 'mfe-shared/contracts';
import { UNVERSIONED, remoteVersions } from './remote-versions';
import { sendRumRecord } from './api/send-rum-record';

export const PAGE_ERRORS_MAX = 5;

/** The folder a remote's manifest is in: its entry and chunks load from there (publicPath auto). */
function folderOf(manifestUrl: string): string | undefined {
  try {
    const url = new URL(manifestUrl, location.href);
    return url.href.slice(0, url.href.lastIndexOf('/') + 1);
  } catch {
    return undefined;
  }
}

/** The first script URL in a stack (Chrome's "at f (https://…:1:2)", Firefox's "f@https://…:1:2"). */
function scriptOfStack(reason: unknown): string | undefined {
  const stack = reason instanceof Error ? reason.stack : undefined;
  return stack ? /(https?:\/\/[^\s()]+?):\d+:\d+/.exec(stack)?.[1] : undefined;
}

export function watchPageErrors(config: Pick<RuntimeConfig, 'apiUrl' | 'remotes'>, pathname: string): () => void {
  const versions = remoteVersions(config);
  const folders = Object.entries(config.remotes).flatMap(([name, url]) => {
    const folder = folderOf(url);
    return folder ? [{ name, folder }] : [];
  });
  const reported = new Set<string>();
  const report = (kind: PageErrorKind, script: string | undefined) => {
    const remote = script ? folders.find(({ folder }) => script.startsWith(folder))?.name : undefined;
    const key = `${kind} ${remote ?? ''}`;
    if (reported.has(key) || reported.size >= PAGE_ERRORS_MAX) return;
    reported.add(key);
    const from = remote ? { remote, version: versions[remote] ?? UNVERSIONED } : {};
    sendRumRecord(config.apiUrl, { type: 'error', route: rumRoute(pathname), kind, ...from });
  };
  const onError = (event: ErrorEvent) => report('error', event.filename || scriptOfStack(event.error));
  const onRejection = (event: PromiseRejectionEvent) => report('rejection', scriptOfStack(event.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
