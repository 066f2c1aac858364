import { adminApi, adminSettingsSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/settings: the site's settings with their version. */
export function useSettings() {
  return useAdminApi(adminApi.settings(), adminSettingsSchema);
}
