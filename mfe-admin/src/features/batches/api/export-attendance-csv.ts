// The attendance CSV needs the bearer token, so a plain link cannot download it: mfe-shared's
// downloadFile fetches it with the token, as the leads export does.
import { adminApi } from 'mfe-shared/contracts/admin';
import { downloadFile } from 'mfe-shared/download';

export async function exportAttendanceCsv(batchId: number): Promise<void> {
  await downloadFile(adminApi.batchAttendanceCsv(batchId), { accept: 'text/csv', fallbackName: `batch-${batchId}-attendance.csv` });
}
