import { apiFetch } from 'mfe-shared';
import { calendarFeedResponseSchema, lmsApi } from 'mfe-shared/contracts';

/** POST /lms/batches/calendar-feed: a new secret feed path; the previous link stops working (decision 136). */
export function createCalendarFeed() {
  return apiFetch(lmsApi.calendarFeed(), { method: 'POST', body: {}, schema: calendarFeedResponseSchema });
}
