// POST /site/events/{slug}/registrations with the page it came from and the first-touch UTM
// parameters, like a lead (it is one: type webinar). The lead form sends it for an event's card.
import { apiFetch, siteApi } from 'mfe-shared';
import type { EventRegistrationRequest, EventRegistrationResponse } from 'mfe-shared/contracts';
import { firstTouch } from '../first-touch';

export type EventRegistrationInput = Pick<EventRegistrationRequest, 'name' | 'email'> & Partial<Pick<EventRegistrationRequest, 'mobile' | 'website'>>;

/** Empty optional fields are left out rather than sent as "". */
export function registerForEvent(slug: string, input: EventRegistrationInput): Promise<EventRegistrationResponse> {
  const body: Record<string, string> = { page: window.location.pathname, ...firstTouch() };
  for (const [key, value] of Object.entries(input)) if (typeof value === 'string' && value.trim() !== '') body[key] = value;
  return apiFetch<EventRegistrationResponse>(siteApi.eventRegistrations(slug), { method: 'POST', body });
}
