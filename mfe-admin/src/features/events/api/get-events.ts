import { adminApi, adminEventListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/events: paged on the server; latest start first. */
export function useEvents() {
  return useList(adminApi.events(), adminEventListResponseSchema, { filters: {} });
}
