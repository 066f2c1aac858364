// What makes a mail (and a receipt) look like the site: the provider's name and place, the
// colours of mfe-shared's theme, and the contact details from the site settings. The API's
// production install has no mfe-shared (decision 111), so the values are copied, not imported:
// change them together with mfe-shared/src/ui/theme.ts and brand.tsx.
import type { Settings } from '@sap-academy/contracts';

/** mfe-shared/src/ui/brand.tsx BRAND_NAME. */
export const BUSINESS_NAME = 'Vidya ERP Academy';
/** SPEC §2 footer: "location Bengaluru India". */
export const BUSINESS_ADDRESS = 'Bengaluru, India';

/** mfe-shared/src/ui/theme.ts `theme.color`. */
export const BRAND_COLORS = {
  brand: '#0b5cab',
  brandDark: '#083f77',
  text: '#1f2937',
  muted: '#4b5563',
  surface: '#ffffff',
  surfaceAlt: '#f3f6fb',
  border: '#d9e0ea',
  danger: '#b91c1c',
} as const;

export const BRAND_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Everything a template needs besides its own data: read when the mail is sent. */
export interface Brand {
  name: string;
  address: string;
  email: string | null;
  phone: string | null;
  /** The public site's origin, no trailing slash (PUBLIC_SITE_URL). */
  siteUrl: string;
}

export function brandFrom(settings: Pick<Settings, 'contact_email' | 'phone'>, siteUrl: string): Brand {
  return {
    name: BUSINESS_NAME,
    address: BUSINESS_ADDRESS,
    email: settings.contact_email?.trim() || null,
    phone: settings.phone?.trim() || null,
    siteUrl: siteUrl.replace(/\/+$/, ''),
  };
}

/** Portal links the mails point to (SPEC §2: the portal is /lms, actions are query parameters). */
export const portalLinks = (brand: Brand) => ({
  forgotPassword: `${brand.siteUrl}/lms?action=forgot`,
  login: `${brand.siteUrl}/lms?action=login`,
  signup: `${brand.siteUrl}/lms?action=signup`,
  portal: `${brand.siteUrl}/lms`,
  orders: `${brand.siteUrl}/lms/orders`,
  /** The portal's course catalogue (SPEC §2: /lms lists the courses), where access is renewed. */
  courses: `${brand.siteUrl}/lms`,
  /** Where a student reveals their practice-server password (decision 150). */
  serverAccess: `${brand.siteUrl}/lms/server-access`,
  /** The login page handles ?action=undo-email (no session needed: the victim has none). */
  undoEmailChange: (token: string) => `${brand.siteUrl}/lms?action=undo-email&token=${encodeURIComponent(token)}`,
});
