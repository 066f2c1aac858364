// The provider's contact channels: GET /settings supplies them; these defaults show while it
// loads or when the API is down, so no page of either remote shows a blank.
import type { Settings } from '../contracts';

export const DEFAULT_CONTACT = {
  email: 'info@vidyaerp.in',
  phone: '+91 98450 12345',
  whatsapp: '+91 98450 12345',
} as const;

export function contactOf(settings: Settings) {
  return {
    email: settings.contact_email || DEFAULT_CONTACT.email,
    phone: settings.phone || DEFAULT_CONTACT.phone,
    whatsapp: settings.whatsapp || settings.phone || DEFAULT_CONTACT.whatsapp,
  };
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
