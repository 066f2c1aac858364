// Real-user monitoring (decision 116): what visitors' browsers measure, sent to the
// API's POST /rum.
// - One vitals record per page load: LCP, INP, CLS and TTFB from the web-vitals library, tagged
//   with the landing route (ids as :id) and the remote versions the runtime config named. It goes
//   when the page is first hidden (tab switch, navigation away, close), which is when web-vitals'
//   values are final; a page hidden before any metric exists sends nothing.
// - One failure record per remote that fails to load, at once (the shell's remote-failure event).
// - Page errors, counted by remote version (page-errors.ts, decision 316).
// web-vitals (3.3 KB gzip) loads once the page is interactive (after the load event, a remote
// marked hydrated, and the browser idle): its observers read buffered entries, so loading late
// loses no LCP, CLS or TTFB, and it never competes with a page's own chunks. A lazy portal page
// (a signed-in course page) asks for its chunk after the load event; web-vitals loaded at that
// moment had become one more round trip before the page was usable.
import { HYDRATED_REMOTE_SELECTOR, rumRoute, type RuntimeConfig } from 'mfe-shared';
import type { RumVitals } from 'mfe-shared/contracts';
import { REMOTE_FAILURE_EVENT, type RemoteFailure } from '../../lib/remote-failure-event';
import { watchPageErrors } from './page-errors';
import { remoteFailureKind } from './remote-failure-kind';
import { UNVERSIONED, remoteVersions } from './remote-versions';
import { sendRumRecord } from './api/send-rum-record';

type VitalName = 'lcp' | 'inp' | 'cls' | 'ttfb';

const whenIdle = (task: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1);
};

// A page whose remote never hydrates (it failed, or the path has none) still reports.
const HYDRATION_WAIT_MS = 10_000;

type Stop = () => void;

/** Runs the task once a remote on the page has hydrated, or after HYDRATION_WAIT_MS; the returned function cancels it. */
function afterHydration(task: () => void): Stop {
  if (document.querySelector(HYDRATED_REMOTE_SELECTOR)) {
    task();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (document.querySelector(HYDRATED_REMOTE_SELECTOR)) finish();
  });
  const timer = setTimeout(() => finish(), HYDRATION_WAIT_MS);
  const cancel = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const finish = () => {
    cancel();
    task();
  };
  observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  return cancel;
}

export function watchRemoteFailures(config: Pick<RuntimeConfig, 'apiUrl' | 'remotes'>, pathname: string): Stop {
  const versions = remoteVersions(config);
  const reported = new Set<string>();
  const onFailure = (event: Event) => {
    const { id, message } = (event as CustomEvent<RemoteFailure>).detail;
    const remote = id.split('/')[0] ?? '';
    // Once per remote and page load: the runtime may report one failure at several steps.
    if (!/^mfe_[a-z][a-z0-9_]{0,30}$/.test(remote) || reported.has(remote)) return;
    reported.add(remote);
    sendRumRecord(config.apiUrl, {
      type: 'remote-failure',
      route: rumRoute(pathname),
      remote,
      version: versions[remote] ?? UNVERSIONED,
      kind: remoteFailureKind(message),
    });
  };
  window.addEventListener(REMOTE_FAILURE_EVENT, onFailure);
  return () => window.removeEventListener(REMOTE_FAILURE_EVENT, onFailure);
}

export function reportWebVitals(config: Pick<RuntimeConfig, 'apiUrl' | 'remotes'>, pathname: string): Stop {
  const values: Partial<Record<VitalName, number>> = {};
  let sent = false;
  let stopped = false;
  const send = () => {
    if (sent || stopped || Object.keys(values).length === 0) return;
    sent = true;
    const record: RumVitals = { type: 'vitals', route: rumRoute(pathname), remotes: remoteVersions(config), ...values };
    sendRumRecord(config.apiUrl, record);
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') send();
  };
  const start = () =>
    void import(/* webpackChunkName: "web-vitals" */ 'web-vitals')
      .then(({ onCLS, onINP, onLCP, onTTFB }) => {
        const keep = (name: VitalName) => (metric: { value: number }) => {
          values[name] = metric.value;
        };
        // Every change is kept, so the record holds the latest value whenever the page hides.
        onLCP(keep('lcp'), { reportAllChanges: true });
        onINP(keep('inp'), { reportAllChanges: true });
        onCLS(keep('cls'), { reportAllChanges: true });
        onTTFB(keep('ttfb'));
        // Added after web-vitals' own listeners, so theirs have run when this one sends. pagehide
        // comes first when a page unloads (and alone on some mobile browsers).
        document.addEventListener('visibilitychange', onVisibilityChange);
        window.addEventListener('pagehide', send);
      })
      .catch(() => undefined); // monitoring never breaks the page
  let cancelWait: Stop = () => undefined;
  const whenInteractive = () => {
    cancelWait = afterHydration(() => whenIdle(start));
  };
  if (document.readyState === 'complete') whenInteractive();
  else window.addEventListener('load', whenInteractive, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', whenInteractive);
    cancelWait();
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', send);
  };
}

/** Every report for this page load; the returned function stops them (tests). */
export function startRealUserMonitoring(config: Pick<RuntimeConfig, 'apiUrl' | 'remotes'>): Stop {
  const pathname = location.pathname;
  const stops = [watchRemoteFailures(config, pathname), watchPageErrors(config, pathname), reportWebVitals(config, pathname)];
  return () => stops.forEach((stop) => stop());
}
