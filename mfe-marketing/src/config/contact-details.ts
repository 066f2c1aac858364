// Contact details come from the site's settings (GET /site-data, the data the page was rendered
// with: docs/decisions/206-public-data-from-the-api.md), so the server's HTML and the hydrated
// page show the same ones.
import { contactOf, type SocialNetwork } from 'mfe-shared';
import { useSiteSettings } from '../data/site-data';

export { telHref, whatsappHref } from 'mfe-shared';

/** The footer's icons: the contracts' SOCIAL_NETWORKS (what staff edit), with labels and SPEC's placeholder targets. */
export const SOCIAL_NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn', fallback: 'https://www.linkedin.com/' },
  { key: 'instagram', label: 'Instagram', fallback: 'https://www.instagram.com/' },
  { key: 'youtube', label: 'YouTube', fallback: 'https://www.youtube.com/' },
  { key: 'facebook', label: 'Facebook', fallback: 'https://www.facebook.com/' },
] as const satisfies ReadonlyArray<{ key: SocialNetwork; label: string; fallback: string }>;

export function useContactDetails() {
  const settings = useSiteSettings();
  return {
    ...contactOf(settings),
    social: settings.social_links ?? {},
  };
}
