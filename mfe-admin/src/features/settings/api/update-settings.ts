import { adminApi, type SiteSettingsInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/settings with the version it was read at: a 409 when someone saved first. */
export function updateSettings(input: SiteSettingsInput, version: number | undefined) {
  return adminFetch(adminApi.settings(), { method: 'PUT', body: { ...input, version } });
}
