// The provider's contact channels: the settings supply them (GET /site-data on the public pages,
// GET /settings in the portal); these defaults, the API's own (api/src/config/env.ts), show only
// when a value is missing, so no page shows a blank.
import type { Settings } from '../contracts';

export const DEFAULT_CONTACT = {
  email: 'info@sap-academy.local',
  phone: '+91 90000 00000',
  whatsapp: '+91 90000 00000',
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
