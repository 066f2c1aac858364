// Contact details come from GET /settings (loaded by the shell into the shared store); these
// defaults show while it loads or when the API is down, so no page shows a blank.
import { useAuthStore } from 'mfe-shared';

export const CONTACT_DEFAULTS = {
  email: 'info@vidyaerp.in',
  phone: '+91 98450 12345',
  whatsapp: '+91 98450 12345',
} as const;

export const SOCIAL_NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn', fallback: 'https://www.linkedin.com/' },
  { key: 'instagram', label: 'Instagram', fallback: 'https://www.instagram.com/' },
  { key: 'youtube', label: 'YouTube', fallback: 'https://www.youtube.com/' },
  { key: 'facebook', label: 'Facebook', fallback: 'https://www.facebook.com/' },
] as const;

export function useContactDetails() {
  const settings = useAuthStore((state) => state.settings);
  return {
    email: settings.contact_email || CONTACT_DEFAULTS.email,
    phone: settings.phone || CONTACT_DEFAULTS.phone,
    whatsapp: settings.whatsapp || settings.phone || CONTACT_DEFAULTS.whatsapp,
    social: settings.social_links ?? {},
  };
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
