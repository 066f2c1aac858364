// POST /leads with the page it came from and the first-touch UTM parameters.
import { apiFetch, siteApi, type LeadRequest, type LeadResponse } from 'mfe-shared';
import { firstTouch } from '../first-touch';

export type LeadInput = Pick<LeadRequest, 'type' | 'name' | 'email'> & Partial<Pick<LeadRequest, 'mobile' | 'subject' | 'message' | 'website'>>;

/** Empty optional fields are left out rather than sent as "". */
export function submitLead(input: LeadInput): Promise<LeadResponse> {
  const body: Record<string, string> = { page: window.location.pathname, ...firstTouch() };
  for (const [key, value] of Object.entries(input)) if (typeof value === 'string' && value.trim() !== '') body[key] = value;
  return apiFetch<LeadResponse>(siteApi.leads(), { method: 'POST', body });
}
