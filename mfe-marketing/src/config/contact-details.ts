// Contact details come from GET /settings (loaded by the shell into the shared store), with
// mfe-shared's defaults while it loads or when the API is down.
import { contactOf, DEFAULT_CONTACT, useAuthStore } from 'mfe-shared';

export { telHref, whatsappHref } from 'mfe-shared';
export const CONTACT_DEFAULTS = DEFAULT_CONTACT;

export const SOCIAL_NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn', fallback: 'https://www.linkedin.com/' },
  { key: 'instagram', label: 'Instagram', fallback: 'https://www.instagram.com/' },
  { key: 'youtube', label: 'YouTube', fallback: 'https://www.youtube.com/' },
  { key: 'facebook', label: 'Facebook', fallback: 'https://www.facebook.com/' },
] as const;

export function useContactDetails() {
  const settings = useAuthStore((state) => state.settings);
  return {
    ...contactOf(settings),
    social: settings.social_links ?? {},
  };
}
