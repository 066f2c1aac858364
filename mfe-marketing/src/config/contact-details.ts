// Contact details come from the site's settings (GET /site-data, the data the page was rendered
// with: docs/decisions/206-public-data-from-the-api.md), so the server's HTML and the hydrated
// page show the same ones.
import { contactOf } from 'mfe-shared';
import { useSiteSettings } from '../data/site-data';

export { telHref, whatsappHref } from 'mfe-shared';

export const SOCIAL_NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn', fallback: 'https://www.linkedin.com/' },
  { key: 'instagram', label: 'Instagram', fallback: 'https://www.instagram.com/' },
  { key: 'youtube', label: 'YouTube', fallback: 'https://www.youtube.com/' },
  { key: 'facebook', label: 'Facebook', fallback: 'https://www.facebook.com/' },
] as const;

export function useContactDetails() {
  const settings = useSiteSettings();
  return {
    ...contactOf(settings),
    social: settings.social_links ?? {},
  };
}
