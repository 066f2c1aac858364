import { adminApi, adminPracticeServerSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/practice-server: the credential pool (never a password) and the grants (decision 150). */
export function usePracticeServer() {
  return useAdminApi(adminApi.practiceServer(), adminPracticeServerSchema);
}
