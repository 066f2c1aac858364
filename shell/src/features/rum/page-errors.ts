// Page errors for real-user monitoring (decision 316): an uncaught error or an unhandled promise
// rejection becomes one record through the same beacon as the vitals, with the route pattern and,
// when the script that threw lies in a remote's versioned folder, that remote and its version.
// Decision 144 adds a scrubbed, truncated sample of the message and the script line that threw
// (no origin, query, e-mail address or long number: contracts' scrubErrorMessage), so the back
// office can list errors; never the stack. One record per distinct error (kind, remote, normalised
// message, source) and at most PAGE_ERRORS_MAX a page load: the same error repeated in a page view
// is counted once, and a render loop that throws every frame costs one beacon, not thousands (the
// API also limits beacons per client).
import { rumRoute, type RuntimeConfig } from 'mfe-shared';
import { normaliseErrorMessage, scrubErrorMessage, scrubErrorSource } from 'mfe-shared';
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

/** The first script URL in a stack with its line and column (Chrome's "at f (https://…:1:2)", Firefox's "f@https://…:1:2"). */
function frameOfStack(reason: unknown): { script: string; line: string } | undefined {
  const stack = reason instanceof Error ? reason.stack : undefined;
  const match = stack ? /(https?:\/\/[^\s()]+?)(:\d+:\d+)/.exec(stack) : null;
  return match ? { script: match[1]!, line: match[2]! } : undefined;
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '');

export function watchPageErrors(config: Pick<RuntimeConfig, 'apiUrl' | 'remotes'>, pathname: string): () => void {
  const versions = remoteVersions(config);
  const folders = Object.entries(config.remotes).flatMap(([name, url]) => {
    const folder = folderOf(url);
    return folder ? [{ name, folder }] : [];
  });
  const reported = new Set<string>();
  const report = (kind: PageErrorKind, script: string | undefined, line: string, rawMessage: string) => {
    const remote = script ? folders.find(({ folder }) => script.startsWith(folder))?.name : undefined;
    const message = scrubErrorMessage(rawMessage);
    const source = script ? scrubErrorSource(`${script}${line}`) : undefined;
    const key = JSON.stringify([kind, remote ?? '', normaliseErrorMessage(message), source ?? '']);
    if (reported.has(key) || reported.size >= PAGE_ERRORS_MAX) return;
    reported.add(key);
    const from = remote ? { remote, version: versions[remote] ?? UNVERSIONED } : {};
    const details = { ...(message ? { message } : {}), ...(source ? { source } : {}) };
    sendRumRecord(config.apiUrl, { type: 'error', route: rumRoute(pathname), kind, ...from, ...details });
  };
  const onError = (event: ErrorEvent) => {
    const frame = event.filename ? { script: event.filename, line: event.lineno ? `:${event.lineno}:${event.colno}` : '' } : frameOfStack(event.error);
    report('error', frame?.script, frame?.line ?? '', event.error instanceof Error ? event.error.message : event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const frame = frameOfStack(event.reason);
    report('rejection', frame?.script, frame?.line ?? '', messageOf(event.reason));
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
