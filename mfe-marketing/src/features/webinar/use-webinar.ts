// The webinar as of now: on the page server "now" is the render's moment (India time,
// webinar.ts), in the browser the visitor's. A cached page rendered before the webinar ended
// must still hydrate as rendered (a mismatch would re-render the whole page), then update: so the
// server writes what it rendered into the card (`data-webinar`), and hydration reads it back as
// its server snapshot; every later render (and a page opened in the browser) computes it afresh.
import { useMemo, useSyncExternalStore } from 'react';
import { useSiteSettings } from '../../data/site-data';
import { webinarSchedule, type WebinarSchedule } from './webinar';

export const WEBINAR_ATTRIBUTE = 'data-webinar';

const noSubscription = () => () => undefined;

function renderedSchedule(): string | null {
  return typeof document === 'undefined' ? null : (document.querySelector(`[${WEBINAR_ATTRIBUTE}]`)?.getAttribute(WEBINAR_ATTRIBUTE) ?? null);
}

/** The schedule and its serialised form (equal strings for equal schedules: a stable snapshot). */
export function useWebinar(): { schedule: WebinarSchedule; rendered: string } {
  const settings = useSiteSettings().webinar;
  const current = () => JSON.stringify(webinarSchedule(settings, Date.now()));
  const rendered = useSyncExternalStore(noSubscription, current, () => renderedSchedule() ?? current());
  const schedule = useMemo(() => JSON.parse(rendered) as WebinarSchedule, [rendered]);
  return { schedule, rendered };
}
