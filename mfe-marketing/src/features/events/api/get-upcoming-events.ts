// GET /site/events: the upcoming published events, seats left, no join link (decision 209).
import { siteApi, useApi } from 'mfe-shared';
import { publicEventListSchema } from 'mfe-shared/contracts';

export function useUpcomingEvents() {
  return useApi(siteApi.events(), publicEventListSchema);
}
