// The upcoming events the page server fetched with the site data (decision 209), not a browser
// call: /events and the Individual training promo are rendered on the server, and their first
// load carries neither zod nor the contracts chunk. The list is as old as the last 'site' change,
// so one that has started since is dropped when the page renders. As with the webinar
// (use-webinar.ts), "now" differs between the page server and the browser: the server writes the
// slugs it rendered into the list (`data-upcoming-events`), hydration reads them back as its
// server snapshot (no mismatch), and every later render computes them afresh.
import { useMemo, useSyncExternalStore } from 'react';
import type { PublicEvent } from 'mfe-shared/contracts';
import { useSiteData } from '../../data/site-data';

const EVENTS_ATTRIBUTE = 'data-upcoming-events';

const noSubscription = () => () => undefined;

/** The events still to start at `nowMs`, soonest first (the API's order). */
const stillUpcoming = (events: readonly PublicEvent[], nowMs: number): PublicEvent[] => events.filter((event) => Date.parse(event.starts_at) > nowMs);

/** Slugs are lower-case letters, digits and hyphens (eventSlugSchema): a space separates them. */
const slugsOf = (events: readonly PublicEvent[]) => events.map((event) => event.slug).join(' ');

function renderedSlugs(): string | null {
  if (typeof document === 'undefined') return null;
  // Hydrating a page whose server render listed no event: it has no list, so none.
  return document.querySelector(`[${EVENTS_ATTRIBUTE}]`)?.getAttribute(EVENTS_ATTRIBUTE) ?? '';
}

/** The upcoming events and their slugs as rendered (for `data-upcoming-events` on the list). */
export function useUpcomingEvents(): { events: PublicEvent[]; rendered: string } {
  // An API from before this amendment of decision 209 sends no events: the settings' webinar then.
  const all = useSiteData().events as PublicEvent[] | undefined;
  const current = () => slugsOf(stillUpcoming(all ?? [], Date.now()));
  const rendered = useSyncExternalStore(noSubscription, current, () => renderedSlugs() ?? current());
  const events = useMemo(() => {
    const shown = new Set(rendered.split(' '));
    return (all ?? []).filter((event) => shown.has(event.slug));
  }, [all, rendered]);
  return { events, rendered };
}
