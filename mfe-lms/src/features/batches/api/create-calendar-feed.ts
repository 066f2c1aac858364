import { apiFetch } from 'mfe-shared';
import { calendarFeedResponseSchema } from '@sap-academy/contracts/batches';
import { lmsApi } from '@sap-academy/contracts/paths';

/** POST /lms/batches/calendar-feed: a new secret feed path; the previous link stops working (decision 136). */
export function createCalendarFeed() {
  return apiFetch(lmsApi.calendarFeed(), { method: 'POST', body: {}, schema: calendarFeedResponseSchema });
}
