import { adminApi, attendanceImportResponseSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/events/{id}/attendance: the attendees' e-mails; the unknown ones come back. */
export function importAttendance(eventId: number, emails: string[]) {
  return adminFetch(adminApi.eventAttendanceImport(eventId), { method: 'POST', body: { emails }, schema: attendanceImportResponseSchema });
}
